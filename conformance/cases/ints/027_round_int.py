print(round(7), round(-7), round(1234, -2), round(1250, -2), round(1350, -2))
print(round(15, -1), round(25, -1), round(-25, -1))
print(round(5, 2))
round(123456789, -3)
