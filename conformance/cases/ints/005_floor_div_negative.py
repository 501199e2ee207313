pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (-1, 3), (1, -3)]
for a, b in pairs:
    print(a, b, a // b, a % b)
[a // b * b + a % b == a for a, b in pairs]
