# expect: E0206
read_file = 1
find_files("*")
