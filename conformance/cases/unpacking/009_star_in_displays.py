a = [1, 2]
b = (3, 4)
print([*a, *b], (*a, 0), [*"hi", *range(2)])
c = {"k": 1}
d = {**c, "z": 2, **{"k": 9}}
print(d)
print(sorted({*a, *b, 1}))
print(*a, *b)
[*[], *a]
