print(list(), list("ab"), list((1, 2)), list(range(3)), list({"a": 1}))
print(tuple(), tuple("ab"), tuple([1, 2]), tuple(range(2)))
print(dict(), dict(a=1), dict([("b", 2)]), dict({"c": 3}, d=4), dict(zip("xy", [1, 2])))
print(sorted(set("abca")), set(), len(set([1, 1, 2])), sorted(set((3, 1))))
[list([1, 2]) == [1, 2], tuple(list((1, 2))), dict(dict(a=1))]
