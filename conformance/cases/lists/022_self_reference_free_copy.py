a = [1, 2, 3]
b = a[:]
c = list(a)
d = a.copy()
a[0] = 100
print(a, b, c, d)
print(b == c == d, b is c)
[x * 2 for x in d]
