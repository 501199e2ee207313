# bomb: a loop of a trillion
# flags: --fuel 5000000
# expect: LimitExceeded fuel
n = 0
for i in range(1000000000000):
    n += 1
