hits = search_content("FIXME", path="src")
sorted(set([h["path"] for h in hits]))
