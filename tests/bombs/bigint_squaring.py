# bomb: an int squared in a loop
# expect: LimitExceeded memory
x = 3
for i in range(100):
    x = x * x
