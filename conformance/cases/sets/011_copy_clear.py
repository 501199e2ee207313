a = {1, 2, 3}
b = a.copy()
c = a
a.add(4)
print(sorted(a), sorted(b), sorted(c))
c.clear()
print(a, len(b))
b == {1, 2, 3}
