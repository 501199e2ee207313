print(list(range(5)), list(range(2, 5)), list(range(0, 10, 3)))
print(list(range(10, 0, -3)), list(range(5, -5, -2)), list(range(0)), list(range(-3)))
print(list(range(5, 2)), list(range(2, 5, -1)))
print(range(5), range(1, 5), range(0, 10, 2), range(5, 0, -1))
print(len(range(1, 10, 4)), len(range(10, 1, -4)), len(range(0, -10)))
[range(3)[-1], range(0, 100, 7)[5], 12 in range(0, 20, 4)]
