x = 0.1 + 0.2
print(x)
print(x == 0.3, round(x, 10) == 0.3)
print(0.1 * 3, 0.3 - 0.1)
x
