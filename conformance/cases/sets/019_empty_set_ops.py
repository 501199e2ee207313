e = set()
a = {1}
print(e, sorted(e.union(a)), e.intersection(a), a.difference(a))
print(e == set(), e.issubset(a), a.issuperset(e))
e.update([])
print(len(e))
set()
