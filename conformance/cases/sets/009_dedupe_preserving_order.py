items = ["b", "a", "b", "c", "a", "d"]
seen = set()
out = []
for it in items:
    if it not in seen:
        seen.add(it)
        out.append(it)
print(out)
print(len(seen), sorted(seen))
out == sorted(seen)
