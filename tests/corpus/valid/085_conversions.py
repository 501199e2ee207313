s = "42"
n = int(s)
h = int("ff", 16)
f = float("3.5")
b = bool(0)
t = tuple([1, 2])
l = list("abc")
st = set([1, 1, 2])
d = dict([("a", 1), ("b", 2)])
d2 = dict(a=1, b=2)
back = str(n) + str(f)
[n, h, f, b, t, l, st, d, d2, back]
