xs = list(range(3))
print(xs)
r = range()
