# expect: E0113
d = {"a": 1, "b": 2}
del d["a"]
d
