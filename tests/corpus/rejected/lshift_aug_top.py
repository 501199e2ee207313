# expect: E0120
x = 1
x <<= 3
x
