print(min(3, 2))
min()
