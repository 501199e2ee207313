# expect: E0201
files = find_files("*.py")
sizes = [len(read_file(p)) for p in fils]
sizes
