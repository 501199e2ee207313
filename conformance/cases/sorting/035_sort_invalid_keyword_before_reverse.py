xs = [2, 1]
xs.sort(reverse="x", order=1)
