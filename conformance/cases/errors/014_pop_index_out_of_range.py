xs = [1, 2, 3]
print(xs.pop(-3))
xs.pop(5)
