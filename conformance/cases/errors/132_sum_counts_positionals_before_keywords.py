sum(iterable=[2, 1])
