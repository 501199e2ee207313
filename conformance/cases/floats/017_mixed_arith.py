a = 3
b = 2.0
print(a + b, a - b, a * b, a / b, a // b, a % b)
print(isinstance(a + b, float), isinstance(a * a, int))
[a * 1.0, b * 0, -b * 0]
