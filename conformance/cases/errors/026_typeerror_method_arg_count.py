xs = [1, 2]
xs.append(3)
print(xs)
xs.append(4, 5)
