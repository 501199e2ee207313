# expect: E0107
files = find_files("*.py")
for f in files:
    table = {"key": lambda r: r}
len(files)
