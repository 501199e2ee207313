xs = [3, 1, 2]
ys = sorted(xs)
print(xs, ys)
t = (3, 1, 2)
print(sorted(t), t)
s = "cab"
print(sorted(s), s)
d = {"z": 1, "a": 2}
[sorted(d), list(d)]
