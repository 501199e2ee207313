# expect: E0122
files = find_files("*")
for f in files:
    n = len(f)
else:
    type Count = int
files
