print(list(reversed(range(1, 10, 4))), list(reversed(range(10, 1, -4))), list(reversed(range(0))))
list(reversed(range(0, 10, 3)[::-2]))
