xs = [3, 1, 2]
ys = sorted(xs, cmp=None)
