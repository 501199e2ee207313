d = {"a": 1, "b": 2, "c": 3}
d["a"] = 100
print(list(d))
d.pop("a")
d["a"] = 1
print(list(d))
d.update({"b": 20, "d": 4})
d
