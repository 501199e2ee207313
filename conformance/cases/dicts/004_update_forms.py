d = {"a": 1}
d.update({"b": 2})
d.update([("c", 3), ("a", 10)])
d.update(e=5, f=6)
d.update({"g": 7}, h=8)
d.update()
print(d)
d.update((("z", 0),))
d
