xs = [3, 1.5, -2, True, 0.0, -0.0, 2]
print(sorted(xs))
print(sorted(xs, reverse=True))
print(sorted([1, 1.0, True]), sorted([True, 1.0, 1]))
sorted([-0.0, 0, 0.0, False])
