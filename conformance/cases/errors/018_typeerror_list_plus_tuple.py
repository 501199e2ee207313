a = [1]
b = (2,)
print(a + list(b))
a + b
