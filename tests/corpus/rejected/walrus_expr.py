# expect: E0118
xs = ["a", "", "b"]
ys = [y for x in xs if (y := x.strip())]
ys
