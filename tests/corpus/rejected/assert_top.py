# expect: E0112
files = find_files("*.py")
assert files, "no files"
len(files)
