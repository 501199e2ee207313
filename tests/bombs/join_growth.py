# bomb: joins that double
# flags: --max-memory 32000000
# expect: LimitExceeded memory
parts = ['abcdefgh'] * 1000000
for i in range(100):
    parts = [''.join(parts)] * 2
