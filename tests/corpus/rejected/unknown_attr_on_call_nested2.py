# expect: E0203
files = find_files("*")
for f in files:
    n = len(f)
else:
    text = read_file("a.txt").contents()
files
