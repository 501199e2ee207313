# expect: E0108
xs = [1]
y = f"{x for x in xs}"
