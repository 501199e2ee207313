# Binary and unary operators, constants, moves.
a = 7
b = a * 3 - 2
c = -b // 4 % 5
d = +a / 2
e = not c
[a, b, c, d, e]
