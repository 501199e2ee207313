# expect: E0111
path = "a.txt"
f"{await read_file(path)}"
