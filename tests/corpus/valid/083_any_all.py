files = find_files("**/*.py")
texts = [read_file(f) for f in files]
has_main = any(["__main__" in t for t in texts])
all_docs = all([t.startswith('"""') for t in texts])
none_empty = not any([t == "" for t in texts])
has_main, all_docs, none_empty
