# expect: E0108
xs = [1, 2, 3]
if xs:
    big = any(x > 1 for x in xs)
xs
