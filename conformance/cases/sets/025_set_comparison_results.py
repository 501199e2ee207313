groups = [{1, 2}, {2, 3}, {1, 2, 3}, set(), {4}]
print([g <= {1, 2, 3} for g in groups])
print([g >= {2} for g in groups])
print([len(g.intersection({2, 4})) for g in groups])
[sorted(g) for g in sorted(groups, key=lambda g: (len(g), sorted(g)))]
