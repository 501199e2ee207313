xs = [1, 2, 3]
print(sum(xs))
xs[len(xs)]
