# expect: E0203
files = find_files("*")
names = [f.basename() for f in files]
names
