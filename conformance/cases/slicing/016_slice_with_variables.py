xs = list(range(20))
lo = 3
hi = 15
step = 4
print(xs[lo:hi:step], xs[hi:lo:-step])
n = len(xs)
print(xs[n - 2:], xs[:n - 18])
print(xs[lo:][:2], xs[:hi][-2:])
xs[-lo:]
