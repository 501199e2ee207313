a = 1
b = 2
c = 3
a, b = b, a
print(a, b)
a, b, c = c, a, b
print(a, b, c)
xs = [10, 20, 30]
xs[0], xs[2] = xs[2], xs[0]
print(xs)
i = 0
i, xs[i] = 2, 99
[i, xs]
