# expect: E0116
files = find_files("*.py")
found = None
for f in files:
    if "main" in f:
        found = f
        break
found
