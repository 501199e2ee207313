items = ["b", "a", "b", "c", "a", "d"]
seen = set()
unique = []
for it in items:
    if it not in seen:
        seen.add(it)
        unique.append(it)
unique
