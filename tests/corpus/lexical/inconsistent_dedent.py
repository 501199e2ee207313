# expect: E0004
for x in range(3):
        y = x
    z = x
