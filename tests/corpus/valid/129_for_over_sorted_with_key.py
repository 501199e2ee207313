files = find_files("**/*.md")
listing = []
for f in sorted(files, key=lambda p: (p.count("/"), p)):
    listing.append(f)
for f in reversed(sorted(files)):
    listing.append(f.upper())
listing
