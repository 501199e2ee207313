r = 3 > 2
print(r, isinstance(r, bool), r + 1, str(r), f"{r}")
print(3 > 2 == True, (3 > 2) == True)
two = 2
print(1 < two is not None, 1 < two is None)
[2 == 2, 2 != 2]
