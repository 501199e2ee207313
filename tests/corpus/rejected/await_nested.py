# expect: E0111
files = find_files("*.py")
if files:
    first = await read_file(files[0])
len(files)
