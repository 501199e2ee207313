# expect: E0110
files = find_files("*.py")
for f in files:
    yield f
len(files)
