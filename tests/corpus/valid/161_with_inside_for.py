files = find_files("docs/*.md")
lengths = {}
for f in files:
    with read_file(f) as text:
        lengths[f] = len(text)
lengths
