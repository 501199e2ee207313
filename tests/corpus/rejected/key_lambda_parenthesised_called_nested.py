# expect: E0107
xs = [1]
if xs:
    y = sorted(xs, key=((lambda x: x))(0))
