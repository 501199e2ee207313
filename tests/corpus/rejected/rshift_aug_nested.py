# expect: E0120
x = 64
for i in range(3):
    x >>= 1
x
