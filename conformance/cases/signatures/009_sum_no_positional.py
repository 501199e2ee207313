xs = [1, 2]
total = sum(iterable=xs)
