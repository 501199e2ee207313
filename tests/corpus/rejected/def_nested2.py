# expect: E0102
files = find_files("*.md")
if files:
    n = len(files)
else:
    def fallback():
        return 0
files
