r = range(0, 10, 2, 1)
