print(1 / 3)
print(2 / 3)
print(10 / 4)
print(-7 / 2)
print(9 / 3)
print(1 / 7)
[6 / 2, -6 / 4, 0 / 5]
