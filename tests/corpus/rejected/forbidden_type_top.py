# expect: E0202
x = 1
kind = type(x)
kind
