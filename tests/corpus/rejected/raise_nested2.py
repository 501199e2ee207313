# expect: E0106
files = find_files("*.py")
for f in files:
    text = read_file(f)
else:
    raise RuntimeError("done")
len(files)
