x, y, z = "xyz"
print(x, y, z)
x, y, z = (1, 2)
