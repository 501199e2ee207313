# expect: E0120
xs = [1, 2, 3]
ys = [1 << x for x in xs]
ys
