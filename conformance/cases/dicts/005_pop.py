d = {"a": 1, "b": 2, "c": 3}
print(d.pop("b"), d)
print(d.pop("zz", "missing"), d.pop("zz", None))
print(d.pop("a", 100), d)
d
