# expect: E0111
files = find_files("*.py")
for f in files:
    async with read_file(f) as text:
        n = len(text)
files
