d = {"b": 2, "a": 1, "c": 3}
for k, v in d.items():
    print(k, v)
for k, v in sorted(d.items())[:2]:
    print(k, v)
for k, v in [("x", 1), ("y", 2)]:
    print(k, v)
for (a, b), c in [((1, 2), 3), ((4, 5), 6)]:
    print(a, b, c)
for i, (k, v) in enumerate(sorted(d.items())):
    print(i, k, v)
for first, *rest in [[1, 2, 3], [4]]:
    print(first, rest)
for x, y in "ab", "cd":
    print(x, y)
for [p, q] in [[1, 2]]:
    print(p, q)
