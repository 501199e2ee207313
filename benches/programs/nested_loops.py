# Nested range loops.
n = 0
for i in range(300):
    for j in range(300):
        if (i + j) % 3 == 0:
            n += i - j
        else:
            n -= 1
print("checksum", n)
