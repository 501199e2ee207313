d = {"a": 1, "b": 2}
d.update({"c": 3})
d.update(e=5)
keys = list(d.keys())
vals = list(d.values())
popped = d.pop("a")
missing = d.pop("zz", None)
default = d.setdefault("f", 6)
got = d.get("b")
got2 = d.get("nope", -1)
copy = d.copy()
copy.clear()
[keys, vals, popped, missing, default, got, got2, d, copy]
