words = ["alpha", "beta", "gamma"]
a, b, c = [w.upper() for w in words]
print(a, b, c)
lens = {w: len(w) for w in words}
(k1, v1), *others = lens.items()
print(k1, v1, others)
small, big = sorted([len(w) for w in words])[::2]
[small, big]
