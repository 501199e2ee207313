# expect: E0206
xs = [1, 2]
ys = [sum for sum in xs]
ys
