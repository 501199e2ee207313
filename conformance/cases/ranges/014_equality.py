print(range(0, 10, 2) == range(0, 9, 2), range(0) == range(5, 1), range(0, 1, 5) == range(0, 1, 7))
print(range(1, 2, 5) == range(0, 1, 7), range(3) != range(3), range(3) == [0, 1, 2], range(2, 3) == range(2, 4, 5))
range(10)[::-1] == range(9, -1, -1)
