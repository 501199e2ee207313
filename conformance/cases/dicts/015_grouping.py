rows = [("fruit", "apple"), ("veg", "kale"), ("fruit", "pear"), ("veg", "leek"), ("nut", "pecan")]
groups = {}
for kind, name in rows:
    if kind not in groups:
        groups[kind] = []
    groups[kind].append(name)
print(groups)
{k: len(v) for k, v in groups.items()}
