d = {"one": 1, "two": 2, "three": 3}
print(d.popitem())
d["four"] = 4
print(d.popitem(), d.popitem())
d
