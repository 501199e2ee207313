# expect: E0101
files = find_files("*.py")
if files:
    i = 0
    while i < len(files):
        i += 1
len(files)
