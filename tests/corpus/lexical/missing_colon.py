# expect: E0100
if True
    x = 1
