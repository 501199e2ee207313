# expect: E0110
xs = [1, 2, 3]
ys = [(yield x) for x in xs]
ys
