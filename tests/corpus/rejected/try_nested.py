# expect: E0105
files = find_files("*.cfg")
for f in files:
    try:
        text = read_file(f)
    except ValueError:
        text = ""
len(files)
