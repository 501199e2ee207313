words = ["stop", "pots", "tops", "opts", "post", "spot", "nope", "peon", "open"]
groups = {}
for w in words:
    key = tuple(sorted(w))
    groups.setdefault(key, []).append(w)
print(sorted([sorted(g) for g in groups.values()]))
len(groups)
