d = {}
d["ok"] = 1
print(d)
d[[1, 2]] = 3
