# expect: E0206
files = find_files("*")
for f in files:
    with read_file(f) as print:
        n = 1
files
