xs = list(range(10))
s = "abcdefghij"
[xs[2:5], xs[:3], xs[7:], xs[:], xs[::2], xs[1::3], xs[::-1], xs[-3:], xs[:-2], xs[8:2:-2], s[::-1], s[1:-1]]
