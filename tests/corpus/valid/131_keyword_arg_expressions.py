x = 3.14159
a = round(x, ndigits=1 + 1)
b = sorted([3, 1, 2], reverse=len("ab") > 1)
c = "a-b-c".split(sep="-", maxsplit=len("x"))
d = enumerate(["x"], start=10 * 2)
e = "x".center(3 + 4, "*")
a, b, c, list(d), e
