x = 5
flag = True
a = - -x
b = -+-x
c = not not flag
d = not -x
e = -(-(x))
[a, b, c, d, e]
