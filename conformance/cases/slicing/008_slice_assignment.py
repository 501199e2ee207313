xs = [0, 1, 2, 3, 4, 5]
xs[1:3] = ["a", "b", "c"]
print(xs)
xs[:0] = [-1]
print(xs)
xs[len(xs):] = [99, 100]
print(xs)
xs[2:5] = []
print(xs)
xs[::2] = ["x", "y", "z", "w"]
xs
