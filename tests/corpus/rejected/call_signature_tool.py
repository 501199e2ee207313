# expect: E0209
files = find_files("*.md")
first = read_file()
sizes = [len(read_file(f), 1) for f in files]
