# Number keys (ints and floats mixed), tuples holding them, NaN, reverse.
xs = [3, 1.5, -0.0, 0, 0.0, -2, 2.0, 2, float("inf"), -float("inf"), 9007199254740993, 9007199254740992.0]
print(sorted(xs))
print(sorted(xs, reverse=True))
print([i for i, _ in sorted(enumerate(xs), key=lambda p: p[1])])
print([i for i, _ in sorted(enumerate(xs), key=lambda p: p[1], reverse=True)])
fs = [0.25 * ((i * 7) % 9) - 1 for i in range(150)]
print([i for i in sorted(range(150), key=lambda i: fs[i])][:20])
print([i for i in sorted(range(150), key=lambda i: fs[i], reverse=True)][:20])
mixed = [((i * 5) % 7) if i % 2 else ((i * 5) % 7) / 2 for i in range(120)]
print([i for i in sorted(range(120), key=lambda i: mixed[i])][:24])
pairs = [(1.5, "b"), (1, "z"), (1.0, "a"), (1.5, "a"), (-0.0, "x"), (0, "w"), (2, "a")]
print(sorted(pairs))
print(sorted(pairs, key=lambda p: (p[0],)))
print(sorted(pairs, key=lambda p: (p[1], p[0]), reverse=True))
rows = [{"k": i, "v": (i * 3) % 4 / 2, "n": f"n{i % 3}"} for i in range(40)]
print([r["k"] for r in sort_by(rows, "v")])
print([r["k"] for r in sorted(rows, key=lambda r: (r["v"], r["n"]), reverse=True)])
print([r["k"] for r in sorted(rows, key=lambda r: (r["n"], r["v"]))])
nan = float("nan")
print(sorted([(1, 2.0), (1, nan), (0, 5), (1, 1)]))
print(sorted([3, nan, 1, 2]))
print(sorted([(2.0, "a"), (nan, "b"), (1, "c")], reverse=True))
ys = [5, 3.0, 3, 1]
ys.sort(key=lambda y: -y)
print(ys)
