xs = [1, 2]
a = 0
a, xs[5] = 7, 8
print(a)
