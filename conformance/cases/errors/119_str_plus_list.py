prefix = "items: "
xs = [1, 2]
print(prefix + str(xs))
prefix + xs
