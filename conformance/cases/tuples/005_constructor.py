print(tuple(), tuple([1, 2]), tuple("abc"), tuple(range(3)))
print(tuple({"k": 1, "j": 2}), tuple((1, 2)))
print(tuple(sorted({3, 1, 2})))
t = tuple([[1], [2]])
t[0].append(99)
t
