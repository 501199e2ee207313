xs = [1, 2, 3, 4]
ys = "abc"
d = {"k": 10, "m": 20}
for i, (x, y) in enumerate(zip(xs, ys)):
    print(i, x, y)
for i, (x, y) in enumerate(zip(xs, ys), 5):
    print(i, x, y)
for t in enumerate(zip(xs, d)):
    print(t)
for i, pair in enumerate(zip(xs, ys, range(7, 0, -2))):
    print(i, pair)
for [a, b] in zip(d, d.values()):
    print(a, b)
for (a,) in zip(xs):
    print(a, end=" ")
print()
for t in zip(xs):
    print(t, end=" ")
print()
for n, c in enumerate("hé"):
    print(n, c)
for a, *rest in zip(xs, ys, xs):
    print(a, rest)
for (i, x), y in zip(enumerate(xs), ys):
    print(i, x, y)
for i, x in enumerate([], -3):
    print(i, x)
for i, x in enumerate(xs, -2):
    print(i, x, end="; ")
print()
out = {}
for out["i"], out["v"] in enumerate(ys):
    print(sorted(out.items()))
for i, x in enumerate(zip()):
    print(i, x)
i
