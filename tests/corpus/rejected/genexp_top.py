# expect: E0108
xs = [1, 2, 3]
total = sum(x for x in xs)
total
