xs = [1]
print(len(xs))
len(xs, xs)
