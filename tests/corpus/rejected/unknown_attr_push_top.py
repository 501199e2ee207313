# expect: E0203
xs = []
xs.push(1)
xs
