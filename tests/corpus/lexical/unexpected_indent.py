# expect: E0011
x = 1
    y = 2
