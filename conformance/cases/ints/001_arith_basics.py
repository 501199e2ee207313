a = 7
b = 3
print(a + b, a - b, a * b)
print(a / b, a // b, a % b)
print(-a, +a, -(-a))
a * b - a // b
