# expect: E0207
xs = [3, 1, 2]
if xs:
    ys = sorted(xs, key=lambda: 0)
xs
