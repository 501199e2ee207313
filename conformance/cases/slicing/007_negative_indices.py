xs = ["a", "b", "c", "d"]
print(xs[-1], xs[-2], xs[-4])
s = "wxyz"
print(s[-1], s[-4])
t = (1, 2, 3)
print(t[-3], t[-1])
r = range(100, 110)
[r[-1], r[-10], xs[len(xs) - 1]]
