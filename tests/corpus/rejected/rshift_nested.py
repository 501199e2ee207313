# expect: E0120
xs = [8, 16]
for x in xs:
    half = x >> 1
xs
