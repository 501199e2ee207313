sorted(iterable=[2, 1])
