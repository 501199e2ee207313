pair = (1, 2)
first, second = pair
a, b = b, a = 3, 4
(x, y), z = (5, 6), 7
[first, second, a, b, x, y, z]
