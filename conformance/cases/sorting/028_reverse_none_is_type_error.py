xs = [2, 1]
xs.sort(reverse=None)
