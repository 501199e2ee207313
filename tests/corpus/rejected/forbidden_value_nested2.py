# expect: E0202
files = find_files("*")
with read_file("a.txt") as text:
    f = filter
files
