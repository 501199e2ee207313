# expect: E0206
sorted, x = [1], 2
x
