# expect: E0120
x = 1 << 4
x
