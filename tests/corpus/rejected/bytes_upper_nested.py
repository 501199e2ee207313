# expect: E0003
xs = [1]
for x in xs:
    y = B'upper'
xs
