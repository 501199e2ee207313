x = 10
x += 5
x -= 3
x *= 4
x //= 5
x %= 7
print(x)
y = 9
y /= 2
print(y)
[x, y]
