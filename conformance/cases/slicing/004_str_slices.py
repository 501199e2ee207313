s = "Hello, World"
print(s[:5], s[7:], s[-5:], s[::-1], s[::2])
print(s[100:], s[-100:3], f"{s[5:5]!r}")
print(s[1:-1], s[-1], s[0])
s[::-3]
