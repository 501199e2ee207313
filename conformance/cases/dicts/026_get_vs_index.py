d = {"a": 0, "b": False, "c": ""}
print([d.get(k) or "fallback" for k in "abcd"])
print([d[k] if k in d else "missing" for k in "abcd"])
d.get("d", d.get("a"))
