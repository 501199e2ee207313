# expect: E0122
files = find_files("*")
if files:
    type Path = str
files
