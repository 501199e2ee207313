# expect: E0205
xs = [1]
xs.count += 1
xs
