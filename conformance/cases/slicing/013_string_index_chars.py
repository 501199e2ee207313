s = "abcdef"
print([s[i] for i in range(len(s))])
print([s[i:i + 2] for i in range(0, len(s), 2)])
print([s[-i] for i in range(1, 4)])
s[len(s) // 2:] + s[:len(s) // 2]
