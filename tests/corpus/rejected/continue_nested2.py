# expect: E0116
files = find_files("*.py")
for f in files:
    with read_file(f) as text:
        continue
files
