# expect: E0107
xs = [3, 1, 2]
sorted(xs, reverse=lambda a: a)
