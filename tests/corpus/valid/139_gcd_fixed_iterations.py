a, b = 1071, 462
for _ in range(100):
    if b != 0:
        a, b = b, a % b
a
