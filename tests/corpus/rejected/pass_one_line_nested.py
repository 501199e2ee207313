# expect: E0117
xs = [1, 2]
for x in xs: pass
xs
