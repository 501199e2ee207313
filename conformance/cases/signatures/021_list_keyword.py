xs = list(iterable="ab")
