# expect: E0119
x = 2 ** 10
x
