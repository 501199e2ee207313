d = {"x": 1, "y": 2, "z": 1}
keys = set(d)
vals = set(d.values())
print(sorted(keys), sorted(vals))
print(keys == {"x", "y", "z"}, "y" in keys)
sorted(set(d.items()))
