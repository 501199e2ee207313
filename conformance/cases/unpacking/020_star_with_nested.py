(a, *b), *c = [1, 2, 3], [4], [5]
print(a, b, c)
[x, [y, *z]] = [0, [1, 2, 3]]
print(x, y, z)
first, (second, *more) = "A", "BCD"
[first, second, more]
