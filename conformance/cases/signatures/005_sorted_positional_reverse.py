xs = [3, 1, 2]
print(sorted(xs))
ys = sorted(xs, True)
