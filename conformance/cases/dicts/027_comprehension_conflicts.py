pairs = [("a", 1), ("b", 2), ("a", 3)]
d = {k: v for k, v in pairs}
print(d)
e = dict(pairs)
print(e == d)
{v % 2: k for k, v in pairs}
