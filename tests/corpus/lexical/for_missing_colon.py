# expect: E0100
xs = [1]
for x in xs
    y = x
