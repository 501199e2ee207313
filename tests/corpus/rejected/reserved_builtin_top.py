# expect: E0206
len = 3
len
