a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c)
d = {"k": a}
print(d["k"] is a, d["k"] is c)
n = None
[n is None, None is None, True is True, False is not False]
