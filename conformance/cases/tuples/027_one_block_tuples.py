# Tuples of every size, shared and nested, as keys and in comparisons.
e = ()
a = (1, "é", 2.5, None, [1, 2])
b = a
print(e, len(e), e == (), a is b, a == (1, "é", 2.5, None, [1, 2]), a[1:3], a[::-1])
print((1,) * 3, a + (3,), e + e, (e,), ((e,),), tuple([]), tuple("ab"))
big = tuple(range(1000))
print(len(big), big[-1], big[500:503], sum(big), big.count(7), big.index(999))
d = {(1, "a"): 1, (1, ("b", 2)): 2, (): 3}
print(d[(1, "a")], d[(1, ("b", 2))], d[()], (1, ("b", 2)) in d)
x = (a, a, (a,))
a[4].append(3)
print(x, x[2][0][4])
pairs = [(i % 3, -i) for i in range(9)]
print(sorted(pairs), max(pairs), min(pairs))
nested = ()
for i in range(50):
    nested = (nested, i)
print(nested[1], nested[0][1], len(nested))
print(set([(1, 2), (1, 2), (2, 1)]) == {(1, 2), (2, 1)}, (1, 2) < (1, 2, 0), (2,) > (1, 9))
