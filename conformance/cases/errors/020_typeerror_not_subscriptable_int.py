n = 42
print(n)
n[0]
