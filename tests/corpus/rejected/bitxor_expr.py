# expect: E0120
xs = [1, 2, 3]
ys = [x ^ 1 for x in xs]
ys
