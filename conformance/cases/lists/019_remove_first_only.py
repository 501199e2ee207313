xs = [1, 2, 1, 2, 1]
xs.remove(1)
print(xs)
xs.remove(2)
print(xs)
ys = [1.0, 1, True]
ys.remove(True)
ys
