a = 1
b = 2
a, b = b, a
print(a, b)
x, y, z = (10, 20, 30)
x, y, z = z, x, y
print(x, y, z)
(a, b), c = (7, 8), 9
[a, b, c]
