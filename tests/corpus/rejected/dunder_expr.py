# expect: E0204
xs = ["a", "b"]
ys = [x.__doc__ for x in xs]
ys
