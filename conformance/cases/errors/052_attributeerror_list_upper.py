xs = [1]
print(xs)
xs.upper()
