print(True or False and False, (True or False) and False)
print(not True or True, not (True or True))
print(1 or 0 and 0, (1 or 0) and 0)
print(0 and 1 or 2, 0 and (1 or 2))
[1 < 2 and 2 < 3, 1 < 2 or 1 / 0]
