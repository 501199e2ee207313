# bomb: an int squared in a loop
# flags: --max-memory 1000000
# expect: LimitExceeded memory
x = 3
for i in range(100):
    x = x * x
