# Arithmetic with a small int literal on the right, over every kind of
# left operand and sign, and past the immediate's bounds.
xs = [7, -7, 0, 9223372036854775807, -9223372036854775808, 2.5, -2.5, True]
for x in xs:
    print(x + 1, x - 1, x * 3, x % 3, x % -3, x // 2, x // -2, x / 2)
    print(x * 2147483647, x + 2147483648, x - -2147483649, x % 2147483647)
print("ab" * 3, [1, 2] * 2, (0,) * 3, "%d items" % 5, "x" * 0, [1] * -1)
n = 5
n = n * 1000000 * 1000000 * 1000000
print(n, n % 7, n // 7, n - 1)
