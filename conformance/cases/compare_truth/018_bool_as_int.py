print(True + True, True * 10, False + 0.5, True == 1, False == 0)
print(sum([x > 2 for x in [1, 2, 3, 4]]))
print([1, 2, 3][True], "ab"[False])
print(isinstance(True, int), isinstance(1, bool))
d = {True: "a", 1: "b"}
d
