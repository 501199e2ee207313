xs = [1, 2, 3]
n = 0
for i, (x, y) in enumerate(zip(xs,
                               n)):
    print(i, x, y)
