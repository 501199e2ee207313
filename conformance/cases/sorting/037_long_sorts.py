words = ["", "a", "a\0", "a\0b", "ab", "abcdefgh", "abcdefgh\0", "abcdefghi", "abcdefgi", "b", "é", "\U00010000", "abcdefgh" * 2]
rows = [(i, words[(i * 7919) % len(words)] + str((i * 31) % 7)) for i in range(6000)]
by_word = sorted(rows, key=lambda r: r[1])
print([r[0] for r in by_word[:12]], [r[0] for r in by_word[-12:]])
by_pair = sorted(rows, key=lambda r: ((r[0] * 13) % 5, r[1]), reverse=True)
print([r[0] for r in by_pair[:12]], [r[0] for r in by_pair[2995:3007]])
ints = [(i * 7919) % 10007 - 5000 for i in range(5000)]
s = sorted(ints)
print(s[:6], s[-6:], s == sorted(ints, reverse=True)[::-1])
stable = sorted(range(5000), key=lambda i: ints[i] % 10)
print(stable[:10], stable[-10:])
floats = [((i * 37) % 101) / 7 for i in range(3000)]
f = sorted(floats)
print(f[:4], f[-4:], sorted(floats, key=lambda x: -x)[:3])
