# expect: E0100
len(x) = 2
x = 1
