xs = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
print(xs.count(5), xs.count(7), xs.index(5), xs.index(5, 5), xs.index(5, 9, 11))
xs.remove(1)
print(xs)
xs.remove(5)
print(xs)
print(xs.index(3, -2))
[1, 1.0, True].count(1)
