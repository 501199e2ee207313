d = {}
order = ["x", "y", "z"]
for k in order:
    d[k] = len(d)
v = d.pop("x")
d["x"] = v
print(d)
k, v = d.popitem()
print(k, v, d)
list(d.items())
