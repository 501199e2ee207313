xs = [1, 2, 3]
for i, (x, y) in enumerate(zip(xs, xs, xs)):
    print(i, x, y)
