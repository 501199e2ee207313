d = {"a": 1, "b": None}
print(d.get("a"), d.get("z"), d.get("z", 0), d.get("b", "dflt"))
print(d.get(1), d.get("a", 99))
[d.get(k, -1) for k in "abc"]
