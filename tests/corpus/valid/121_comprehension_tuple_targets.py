pairs = {"a": 1, "b": 2}
swapped = [(v, k) for k, v in pairs.items()]
nested = [a + b + c for (a, b), c in [((1, 2), 3), ((4, 5), 6)]]
triples = {k: (i, v) for i, (k, v) in enumerate(sorted(pairs.items()))}
swapped, nested, triples
