# A big int with a machine int on either side, every sign, and results
# that fall back into 64 bits.
big = 123456789012345678901234567890
m = -9223372036854775808
out = []
for b in [big, -big, 9223372036854775808, -9223372036854775809]:
    for y in [0, 1, -1, 7, -7, m, 9223372036854775807]:
        out.append((b * y, b + y, b - y, y * b, y + b, y - b))
print(out)
print(9223372036854775808 - 1, -9223372036854775809 + 1, 9223372036854775808 * -1)
f = 1
for i in range(1, 60):
    f = f * i
    f = f - i + i
print(f, f // 7, f % 1000003, -f // 10, f * 0)
