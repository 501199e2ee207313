# expect: E0205
xs = [1, 2]
xs.append = 1
xs
