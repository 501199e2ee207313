d = {}
d[(0, 0)] = "origin"
d[(1, 0)] = "east"
d[1, 1] = "diag"
print(d[(1, 1)], d[0, 0], (1, 0) in d, (2, 2) in d)
keys = sorted(d)
keys
