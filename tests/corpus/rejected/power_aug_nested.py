# expect: E0119
x = 3
if x > 2:
    x **= 3
x
