x = "outer"
squares = [x * x for x in range(4)]
print(x)
print(squares)
y = 100
pairs = {y: y * 2 for y in range(3)}
print(y, pairs)
z = "z"
s = sorted({z for z in "abc"})
[x, y, z, s]
