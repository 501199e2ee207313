a = 1
b = 2
a, b = b, a, 3
print(a, b)
