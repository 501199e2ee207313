# expect: E0201
files = find_files("*.py")
for f in files:
    if f:
        count = totl + 1
files
