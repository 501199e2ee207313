xs = [5, 3, 9, 1]
xs.sort()
ys = ["Banana", "apple", "cherry"]
ys.sort(key=lambda s: s.lower())
zs = [(2, "b"), (1, "a")]
zs.sort(reverse=True)
xs, ys, zs
