# bomb: one huge string
# expect: LimitExceeded memory
s = 'x' * 1000000000
