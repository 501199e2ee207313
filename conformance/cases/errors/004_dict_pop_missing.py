d = {"x": 1}
print(d.pop("x"))
d.pop("x")
