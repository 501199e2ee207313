# bomb: one huge tuple
# expect: LimitExceeded memory
xs = (0, 1) * 1000000000
