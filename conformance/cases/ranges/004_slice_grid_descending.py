r = range(10, -4, -3)
steps = [1, 2, -1, -2, -4]
for c in steps:
    print(c, [r[a:b:c] for a in [None, 0, 3, -3, 7, -7] for b in [None, 2, -2, 9, -9]])
