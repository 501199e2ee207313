# expect: E0111
files = find_files("*.py")
text = await read_file("a.txt")
len(text)
