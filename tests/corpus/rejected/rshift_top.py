# expect: E0120
x = 256 >> 2
x
