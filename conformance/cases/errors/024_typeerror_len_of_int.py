n = 10
print(len(str(n)))
len(n)
