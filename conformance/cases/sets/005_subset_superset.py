a = {1, 2}
b = {1, 2, 3}
print(a.issubset(b), b.issubset(a), a.issuperset(b), b.issuperset(a))
print(a <= b, a < b, b < b, b <= b, b > a, b >= b)
print(a.isdisjoint({3, 4}), a.isdisjoint({2}), set().isdisjoint(set()))
print(a.issubset([1, 2, 5]))
[set() <= a, set() < set()]
