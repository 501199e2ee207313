files = find_files("*.bat")
names = []
for f in files:
    names.append(f)
names
