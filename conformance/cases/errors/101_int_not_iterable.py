n = 3
print(list(range(n)))
list(n)
