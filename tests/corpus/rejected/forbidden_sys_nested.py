# expect: E0202
files = find_files("*")
for f in files:
    v = sys
files
