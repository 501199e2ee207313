print(list(range(3)))
range(1.5)
