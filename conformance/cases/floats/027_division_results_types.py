print(4 / 2, isinstance(4 / 2, float))
print(4 // 2, isinstance(4 // 2, int))
print(4.0 // 2, isinstance(4.0 // 2, float))
print(-4 / 2)
[6 / 3, 6 // 3, 6.0 // 3, 6 % 4.0]
