s = {3, 1, 2, 3, 1}
print(len(s), sorted(s), 2 in s, 5 in s, 5 not in s)
e = set()
print(e, len(e), bool(e), bool(s))
{42}
