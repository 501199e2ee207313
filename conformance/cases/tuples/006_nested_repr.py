t = ((1, 2), [3, (4,)], {"k": (5, 6)}, (), ((),), "s", None)
print(t)
print(str(t) == f"{t}")
t
