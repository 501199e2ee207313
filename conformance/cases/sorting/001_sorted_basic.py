print(sorted([5, 2, 9, 1]), sorted([5, 2, 9, 1], reverse=True))
print(sorted(["pear", "Apple", "fig"]), sorted("sorting"))
print(sorted([2.5, -1, 0, 3]))
sorted([(1, "b"), (1, "a"), (0, "z")])
