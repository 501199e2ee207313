# Tuple unpacking over zip and enumerate.
xs = list(range(50000))
ys = [i * 2 for i in range(50000)]
acc = 0
for i, (x, y) in enumerate(zip(xs, ys)):
    a, b = y, x
    acc += (a - b) * (i % 3)
print("checksum", acc)
