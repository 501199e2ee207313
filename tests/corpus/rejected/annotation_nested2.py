# expect: E0124
files = find_files("*")
for f in files:
    size: int = len(f)
files
