d = {"a": 1, "b": 0, "c": None}
print("a" in d, "z" in d, 1 in d, "a" not in d)
print(len(d), len({}), bool(d), bool({}))
print([k for k in d if d[k]])
None in d
