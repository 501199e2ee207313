# expect: E0003
xs = ["a", "b"]
ys = [b"x" for x in xs]
ys
