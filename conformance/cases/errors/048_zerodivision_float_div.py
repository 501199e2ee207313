x = 1.5
print(x / 2)
x / 0
