# expect: E0120
n = 3
if n:
    big = n << 2
n
