x = 1.0
for i in range(30):
    x *= 10.5
print(x)
y = 1.0
for i in range(400):
    y *= 10.0
print(y, -y)
z = 1.0
for i in range(400):
    z /= 10.0
z
