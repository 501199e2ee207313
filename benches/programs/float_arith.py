# Float arithmetic in a hot loop.
x = 0.5
acc = 0.0
for i in range(300000):
    x = x * 1.0000001 + 0.25 / (i + 1)
    acc += x - i * 0.5
print("checksum", round(acc, 3))
