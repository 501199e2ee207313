# expect: E0107
xs = [1, 2, 3]
fns = [lambda y: y + x for x in xs]
len(fns)
