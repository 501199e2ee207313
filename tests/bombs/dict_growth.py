# bomb: a dict that grows
# flags: --max-memory 32000000
# expect: LimitExceeded memory
d = {}
for i in range(1000000000):
    d[i] = i
