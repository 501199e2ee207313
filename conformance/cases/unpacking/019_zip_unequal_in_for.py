a = [1, 2, 3, 4]
b = ["w", "x"]
out = []
for n, s in zip(a, b):
    out.append(s * n)
print(out)
for x, y, z in zip("abc", "de", "fghi"):
    print(x + y + z)
len(list(zip(a, b)))
