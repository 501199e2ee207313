xs = [2, 1]
xs.sort(1, 2, 3)
