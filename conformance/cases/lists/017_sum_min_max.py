xs = [3, -1, 4, -1, 5]
print(sum(xs), min(xs), max(xs), len(xs))
print(sum([]), sum([[1], [2]], []), sum([0.5, 0.25]))
print(max([[1, 2], [1, 3], [0, 9]]), min(["b", "a", "c"]))
sum(xs) / len(xs)
