# expect: E0117
files = find_files("*.py")
for f in files:
    n = len(f)
else:
    pass
files
