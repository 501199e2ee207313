n = 10
print(n // 3)
n // 0
