print(True + 1, True * 3, False - 1, -True)
print(True / 2, True // 2, True % 2)
print(sum([True, True, False, True]))
print(isinstance(True, int))
True + True + True
