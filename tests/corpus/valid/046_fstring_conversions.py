name = "O'Brien"
items = [1, 2]
a = f"{name!r}"
b = f"{name!s}"
c = f"{name!a}"
d = f"{items!r:>20}"
[a, b, c, d]
