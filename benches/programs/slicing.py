# Slicing lists and strings.
data = list(range(1000))
text = "abcdefghijklmnopqrstuvwxyz" * 40
acc = 0
for i in range(3000):
    a = data[i % 500: i % 500 + 100]
    b = data[::-7]
    s = text[i % 300: i % 300 + 50]
    acc += a[0] + b[3] + len(s[::2])
print("checksum", acc)
