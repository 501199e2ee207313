a = [1, 2]
b = [1, 2]
c = a
s = "x"
vals = [None, 0, False, True, "", s, a, b, c, 1.5, (), None]
out = []
for v in vals:
    if v is None:
        out.append("N")
    elif v is a:
        out.append("A")
    elif v is not True:
        out.append("o")
    else:
        out.append("T")
n = 0
for i in range(20):
    if i is not None:
        n += 1
    if (i % 3 == 0) is True:
        n += 10
print(out, n)
flags = [x is None for x in [None, 0, None, []]]
print(flags, [x is not None for x in [None, 0]])
(a is b, a is c, None is None, None is not None)
