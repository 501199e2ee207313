sorted([2, 1], reverse="x")
