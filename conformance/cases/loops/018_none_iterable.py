d = {}
for x in d.get("missing") or None:
    print(x)
