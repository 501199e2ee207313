pairs = [(1, "one"), (2, "two"), (3, "three")]
print([name for num, name in pairs])
print([num * 10 for num, _ in pairs])
nested = [(1, (2, 3)), (4, (5, 6))]
print([a + b + c for a, (b, c) in nested])
triples = [[1, 2, 3], [4, 5, 6]]
[(first, rest) for first, *rest in triples]
