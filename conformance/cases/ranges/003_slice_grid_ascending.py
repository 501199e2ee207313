r = range(-3, 7, 2)
steps = [1, 2, 3, -1, -2, -3]
for c in steps:
    print(c, [r[a:b:c] for a in [None, 0, 2, -2, 9, -9] for b in [None, 1, -1, 8, -8]])
