# `for` over zip/enumerate: no tuples built when the target's shape matches.
xs = [1, 2, 3]
ys = "abc"
for i, (x, y) in enumerate(zip(xs, ys), 1):
    print(i, x, y)
for pair in zip(xs, ys):
    print(pair)
