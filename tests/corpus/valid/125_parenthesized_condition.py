files = find_files("**/*.py")
tests = find_files("tests/**/*.py")
if (len(files) > 10
        and len(tests) > 0
        and len(tests) / len(files) < 0.2):
    coverage_hint = "add more tests"
elif (not tests or
      len(files) == 0):
    coverage_hint = "no tests"
else:
    coverage_hint = "fine"
coverage_hint
