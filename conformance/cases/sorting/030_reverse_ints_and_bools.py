print(sorted([1, 2], reverse=2), sorted([1, 2], reverse=-1), sorted([2, 1], reverse=0), sorted([1, 2], reverse=True))
xs = [1, 3, 2]
xs.sort(reverse=2147483647)
xs
