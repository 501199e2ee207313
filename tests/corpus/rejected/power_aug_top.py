# expect: E0119
x = 3
x **= 2
x
