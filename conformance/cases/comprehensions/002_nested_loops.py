pairs = [(x, y) for x in range(3) for y in range(x)]
print(pairs)
print([c + d for c in "ab" for d in "xyz"])
print([[x * y for y in range(1, 4)] for x in range(1, 4)])
[x for row in [[1, 2], [3], []] for x in row]
