# bomb: a set that grows
# flags: --max-memory 32000000
# expect: LimitExceeded memory
s = set()
for i in range(1000000000):
    s.add(i)
