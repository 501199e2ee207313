print(list(range(0, 5, 2)))
range(0, 5, 0)
