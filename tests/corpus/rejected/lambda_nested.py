# expect: E0107
files = find_files("*.py")
if files:
    size = lambda p: len(read_file(p))
len(files)
