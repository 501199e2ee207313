# bomb: joins that double
# expect: LimitExceeded memory
parts = ['abcdefgh'] * 1000000
for i in range(100):
    parts = [''.join(parts)] * 2
