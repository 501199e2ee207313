pairs = [("x", 3), ("y", 1), ("x", 1), ("y", 3), ("x", 2)]
print(sorted(pairs, key=lambda p: (p[0], -p[1])))
print(sorted(pairs, key=lambda p: p[1], reverse=True))
pairs.sort()
pairs
