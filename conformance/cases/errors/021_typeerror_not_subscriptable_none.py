d = {"a": {"b": 1}}
print(d["a"]["b"])
entry = d.get("z")
entry["b"]
