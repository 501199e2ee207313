a = {"x": 1, "y": 2}
b = {"y": 10, "z": 5}
merged = dict(a)
for k, v in b.items():
    merged[k] = merged.get(k, 0) + v
union = {**a, **b}
merged, union
