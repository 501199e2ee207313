# bomb: printing in a loop
# flags: --max-output 1000000
# expect: LimitExceeded output
for i in range(100000000):
    print('y' * 1000)
