hits = search_content("def ", path="src")
by_file = {}
for h in hits:
    by_file.setdefault(h["path"], []).append(h["line"])
summary = [(path, len(lines), min(lines), max(lines)) for path, lines in by_file.items()]
sorted(summary, key=lambda s: s[1], reverse=True)
