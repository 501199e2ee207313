x = 7.5
print(x % 2)
x % 0
