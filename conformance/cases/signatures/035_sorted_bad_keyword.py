xs = [2, 1]
print(sorted(xs, reverse=True))
sorted(xs, reversed=True)
