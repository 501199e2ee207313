sorted([2, 1], key=3)
