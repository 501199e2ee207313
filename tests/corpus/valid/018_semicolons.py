a = 1; b = 2; c = a + b
names = []; names.append("x"); names.append("y")
x = 1; y = 2;
print(a, b, c); print(names)
[a, b, c, x, y]
