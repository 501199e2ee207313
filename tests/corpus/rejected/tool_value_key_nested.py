# expect: E0208
paths = find_files("*")
if paths:
    ordered = sorted(paths, key=read_file)
paths
