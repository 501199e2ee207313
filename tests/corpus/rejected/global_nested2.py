# expect: E0109
files = find_files("*")
for f in files:
    size = len(f)
else:
    global size
files
