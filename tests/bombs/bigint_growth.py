# bomb: an int multiplied up in a loop
# flags: --fuel 5000000
# expect: LimitExceeded fuel
x = 3
for i in range(1000000000):
    x = x * 12345678901234567
