a = 17
b = 5
results = [a + b, a - b, a * b, a / b, a // b, a % b, -a, +b, -(a - b), a * -b]
mixed = 2 + 3 * 4 - 10 / 4 % 3
results, mixed
