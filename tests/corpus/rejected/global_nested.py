# expect: E0109
files = find_files("*")
if files:
    global total
    total = len(files)
files
