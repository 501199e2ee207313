print(isinstance(1, int))
isinstance(1, 5)
