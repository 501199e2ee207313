xs = [1, 2, 3, 4, 5, 6]
for i in range(0, len(xs) - 1, 2):
    xs[i], xs[i + 1] = xs[i + 1], xs[i]
print(xs)
ys = list("abcdef")
n = len(ys)
for i in range(n // 2):
    ys[i], ys[n - 1 - i] = ys[n - 1 - i], ys[i]
"".join(ys)
