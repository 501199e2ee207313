d = {}
d["b"] = 1
d["a"] = 2
d["c"] = 3
d["b"] = 10
print(d)
print(list(d), list(d.keys()), list(d.values()), list(d.items()))
d
