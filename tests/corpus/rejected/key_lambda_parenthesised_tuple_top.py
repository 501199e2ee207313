# expect: E0107
xs = [1]
y = sorted(xs, key=(lambda x: x, 1))
