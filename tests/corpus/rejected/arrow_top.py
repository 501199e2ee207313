# expect: E0102
xs = [1, 2]
ys = xs -> list
ys
