xs = ["bb", "a", "cc", "d", "eee", "ff"]
xs.sort(key=len, reverse=True)
print(xs)
xs.sort(key=len)
print(xs)
ys = [3, 1, 2]
ys.sort(key=lambda v: 0)
ys
