# expect: E0122
type Paths = list
files = find_files("*")
files
