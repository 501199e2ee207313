total = sum([1, 2], 0, 1)
