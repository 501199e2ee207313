# expect: E0008
x = (1, 2]
