keys = ["a", "b", "c"]
vals = [1, 2, 3]
for k, v in zip(keys, vals):
    print(k, v)
for k, v, w in zip(keys, vals, reversed(vals)):
    print(k, v + w)
total = 0
for (k, v) in zip(keys, vals):
    total += v
total
