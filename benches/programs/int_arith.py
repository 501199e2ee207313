# Integer arithmetic in a hot loop.
total = 0
for i in range(300000):
    total += (i * i + 3 * i) % 7 - i // 5
print("checksum", total)
