rows = [[1, 2, 3], [4, 5], [6]]
for first, *others in rows:
    print(first, others)
data = [("a", 1, 2, 3), ("b", 4)]
for name, *nums in data:
    print(name, sum(nums))
[(h, t) for h, *m, t in [(1, 2), (3, 4, 5, 6)]]
