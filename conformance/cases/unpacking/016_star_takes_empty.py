a, *b, c = [1, 2]
print(a, b, c)
*d, e = [1]
print(d, e)
f, *g = "x"
print(f, g)
h, *i, j, k = range(3)
[h, i, j, k]
