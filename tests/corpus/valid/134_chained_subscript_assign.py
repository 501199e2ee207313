a = {}
b = {}
a["x"] = b["y"] = 0
xs = [0, 0]
xs[0] = xs[1] = a["x"] + 1
a, b, xs
