n = 10
print(n / 4)
print(n / 0)
