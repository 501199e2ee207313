keys = ["a", "b", "c"]
vals = [1, 2, 3]
d = dict(zip(keys, vals))
swapped = {v: k for k, v in zip(keys, vals)}
triples = list(zip(keys, vals, range(3)))
d, swapped, triples
