a = (1, 2)
b = (3,)
print(a + b, b + a, a * 2, 2 * b, a * 0, () * 5)
c = a
a += (9,)
print(a, c, a is c)
(0,) * 3
