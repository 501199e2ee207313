# expect: E0100
1 = x
x = 2
