low = min(3, 1, 2, default=0)
