a, b = 1, 2
print(a, b)
(c, d) = [3, 4]
[e, f] = "xy"
print(c, d, e, f)
g, = [5]
print(g)
x, y, z = range(3)
[x, y, z]
