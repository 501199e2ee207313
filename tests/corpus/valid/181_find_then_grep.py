configs = find_files("**/*.toml")
matches = {}
for c in configs:
    hits = search_content("edition", path=c)
    if hits:
        matches[c] = [h["text"].strip() for h in hits]
matches
