# expect: E0208
reader = read_file
reader("a.txt")
