# expect: E0120
xs = [1, 2]
for x in xs:
    y = ~x
xs
