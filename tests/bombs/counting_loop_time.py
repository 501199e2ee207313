# bomb: a loop of a trillion with fuel to spare: the clock stops it
# flags: --timeout 1 --fuel 1000000000000000
# expect: LimitExceeded time
n = 0
for i in range(1000000000000):
    n += 1
