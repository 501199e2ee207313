a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a.union(b)), sorted(a.intersection(b)))
print(sorted(a.difference(b)), sorted(b.difference(a)))
print(sorted(a.symmetric_difference(b)))
print(sorted(a.union([10, 11], (12,))), sorted(a.intersection(b, {4, 9})))
print(sorted(a), sorted(b))
sorted(a - b)
