print(range(3) == range(0, 3), range(0) == range(1, 1), range(0, 4, 2) == range(0, 3, 2))
print("abc" == "ab" + "c", "A" * 3 == "AAA", "10" < "2", 10 < 2)
print(list(range(3)) == [0, 1, 2], range(3) == [0, 1, 2])
[len(range(0, 10, 3)), range(10, 0, -3) == range(10, -1, -3)]
