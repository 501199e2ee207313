# expect: E0113
xs = [1, 2, 3]
if xs:
    del xs[0]
xs
