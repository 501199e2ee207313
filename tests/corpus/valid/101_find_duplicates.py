files = find_files("**/*.txt")
by_content = {}
for f in files:
    by_content.setdefault(read_file(f), []).append(f)
dupes = [sorted(paths) for paths in by_content.values() if len(paths) > 1]
dupes
