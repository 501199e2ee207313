# bomb: str() of an int of millions of digits (CPython's limit)
# expect: ValueError Exceeds the limit (4300 digits)
x = 3
for i in range(16):
    x = x * x
s = str(x)
