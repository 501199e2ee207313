d = {"k": [1, 2, 3], "j": [4]}
a = [x for x in d["k"]]
b = [c for c in "abc"]
c = [x for x in [1, 2] + [3]]
e = [x for x in (4, 5)]
f = [y for x in d.values() for y in x if y > 1]
g = [x for x in d["k"][1:]]
h = {ch: i for i, ch in enumerate("xyz")}
[a, b, c, e, f, g, h]
