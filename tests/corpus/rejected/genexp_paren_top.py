# expect: E0108
y = [1, 2]
gen = (x for x in y)
y
