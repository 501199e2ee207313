a = 1
for i in range(30):
    a *= 12345
b = 1
for i in range(10):
    b *= 678
print(a // b)
print(a % b)
print(a // b * b + a % b == a)
print(-a // b)
a / b
