# bomb: set() of a billion-item range, built item by item
# flags: --max-memory 32000000
# expect: LimitExceeded memory
s = set(range(1000000000))
