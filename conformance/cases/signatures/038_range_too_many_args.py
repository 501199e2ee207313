print(list(range(1, 10, 4)))
range(1, 10, 4, 2)
