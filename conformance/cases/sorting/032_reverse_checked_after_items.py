print(sorted([2, 1], reverse=False))
sorted(5, reverse="x")
