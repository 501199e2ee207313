xs = [1, 2, 3]
ys = [4, 5, 6]
pairs = []
for a, b in zip(xs, ys):
    pairs.append((a, b))
xs.append(99)
for i, x in enumerate(xs, 10):
    pairs.append((i, x))
for i, (a, b) in enumerate(zip(xs, ys)):
    pairs.append(i + a + b)
pairs
