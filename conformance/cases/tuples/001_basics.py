t = (1, "two", 3.0)
print(t, len(t), t[0], t[-1])
single = (5,)
not_tuple = (5)
print(single, not_tuple, len(single))
empty = ()
print(empty, len(empty), bool(empty))
1, 2, 3
