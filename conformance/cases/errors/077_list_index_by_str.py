xs = [1, 2]
print(xs[0])
xs["0"]
