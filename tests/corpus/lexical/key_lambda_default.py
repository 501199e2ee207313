# expect: E0100
xs = [1]
y = sorted(xs, key=lambda x=1: x)
