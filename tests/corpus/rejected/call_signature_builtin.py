# expect: E0209
files = find_files("*.md")
ordered = sorted(files, reversed=True)
n = len(*["a", "b"])
