xs = [3, 1.5, True, -2, 0.0, 2]
xs.sort()
print(xs)
ys = [2.0, 2, 1, 1.0]
ys.sort()
print(ys)
sorted([False, 0, 0.0, -0.0], reverse=True)
