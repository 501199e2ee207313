# expect: E0207
xs = [3, 1, 2]
sorted(xs, key=lambda a, b: a)
