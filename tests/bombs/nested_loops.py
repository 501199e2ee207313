# bomb: nested loops
# flags: --fuel 5000000
# expect: LimitExceeded fuel
n = 0
for i in range(100000):
    for j in range(100000):
        n += 1
