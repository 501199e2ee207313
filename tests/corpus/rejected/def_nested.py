# expect: E0102
files = find_files("*.md")
for f in files:
    def size(path):
        return len(read_file(path))
len(files)
