xs = [1, 2, 3]
for a, b, c in enumerate(xs):
    print(a, b, c)
