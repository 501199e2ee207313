sorted([2, 1], reverse=1.5)
