t = ((1, 2), (1, 2), [1, 2], 1, 2)
print(t.count((1, 2)), t.count([1, 2]), t.count(1))
print(t.index([1, 2]), t.index(2))
t.count((2, 1))
