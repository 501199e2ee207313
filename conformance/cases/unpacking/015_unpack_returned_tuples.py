q, r = 17 // 5, 17 % 5
print(q, r)
head, sep, tail = "user@example.com".partition("@")
print(head, sep, tail)
num, den = (0.75).as_integer_ratio()
print(num, den)
lo, hi = min([4, 2, 8]), max([4, 2, 8])
name, ext = "archive.tar.gz".rsplit(".", 1)
[lo, hi, name, ext]
