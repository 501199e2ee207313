a = {1, 2, 3, 4, 5}
b = {2, 4}
print(sorted(a - b), sorted(b - a), sorted(a - set()))
c = set(a)
c -= b
print(sorted(c), sorted(a))
len(a - a)
