hits = search_content(r"E0\d{3}", path="docs")
codes = set()
for h in hits:
    for word in h["text"].replace("`", " ").split():
        if word.startswith("E0") and word[1:5].isdigit():
            codes.add(word[:5])
sorted(codes)
