a, b = 1, 2
a, b = b, a
print(a, b)
[a, b] = [b, a + b]
print(a, b)
xs = [5, 6, 7]
xs[0], xs[2] = xs[2], xs[0]
print(xs)
i = 0
i, xs[i] = 2, 9
print(i, xs)
a, b, c = "x", [1], (2,)
print(a, b, c)
(a, b), c = (1, 2), 3
print(a, b, c)
a, (b, c) = 1, "yz"
print(a, b, c)
