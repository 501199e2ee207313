# expect: E0119
xs = [1, 2, 3]
for x in xs:
    sq = x ** 2
xs
