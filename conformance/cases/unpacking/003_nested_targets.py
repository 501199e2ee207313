(a, b), c = (1, 2), 3
print(a, b, c)
x, (y, (z, w)) = 1, (2, (3, 4))
print(x, y, z, w)
[m, n], o = "ab", "c"
print(m, n, o)
(i, *j), k = [1, 2, 3], 4
[i, j, k]
