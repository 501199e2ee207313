d = {"x": 1}
print(d.setdefault("x", 100), d.setdefault("y", 2), d.setdefault("z"))
print(d)
groups = {}
words = ["apple", "avocado", "banana", "blueberry", "cherry"]
for w in words:
    groups.setdefault(w[0], []).append(w)
groups
