ok = isinstance(1, int, str)
