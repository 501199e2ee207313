print(max(1, 1.0), max(1.0, 1), min(0, False), min(False, 0))
print(max([0, -0.0]), max([-0.0, 0]), min(["b", "a", "a"]))
print(max([(1, "b"), (1, "a")]), max("ab", "ab "))
pairs = [(1, "first"), (1, "second")]
max(pairs, key=lambda p: p[0])
