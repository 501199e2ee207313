a = 0
b = 1
for i in range(150):
    a, b = b, a + b
print(a)
print(a % 10, len(str(a)))
a // b
