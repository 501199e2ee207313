files = find_files("src/**/*")
tree = {}
for f in files:
    parts = f.split("/")
    node = tree
    dirs = parts[:-1]
    for part in dirs:
        node = node.setdefault(part, {})
    node[parts[-1]] = len(read_file(f))
tree
