# expect: E0107
xs = [1]
y = max(xs, default=(lambda x: x))
