xs = [0, 0]
xs[1] = 5
print(xs)
xs[2] = 5
