xs = [1, 2, 3]
print(xs[2], xs[-3])
print(xs[3])
