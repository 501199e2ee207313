# expect: E0111
files = find_files("*.py")
texts = [await read_file(f) for f in files]
len(texts)
