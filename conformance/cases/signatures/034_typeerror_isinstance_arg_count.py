print(abs(-1))
isinstance(1)
