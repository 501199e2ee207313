asc = list(range(8))
desc = list(range(7, -1, -1))
print(sorted(asc) == asc, sorted(desc) == asc, sorted(asc, reverse=True) == desc)
same = [5, 5, 5]
print(sorted(same), sorted([]), sorted([1]))
sorted(desc, key=lambda v: v % 3)
