# Unpacking inside displays: `*` in lists, tuples and sets, `**` in dicts.
a = [1, 2]
b = (3, 4)
both = [*a, *b, 5]
tup = (*a, 0)
s = {*a, 9}
d = {"k": 1}
merged = {**d, "j": 2}
[both, tup, sorted(s), merged]
