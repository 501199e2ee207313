# expect: E0124
files = find_files("*")
if files:
    first: str = files[0]
files
