a = 3
b = 0.5
print(a + b, a * b, a - b, a / 2)
print(a * 2.0, 10 / 5, 7 / 7)
print(2 + True, True + True, False * 10)
print(1 == 1.0, 2 < 2.5, 3 >= 3.0)
[a + b, a / 1, a // 1.0, a % 2.0]
