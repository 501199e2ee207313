min(iterable=[2, 1])
