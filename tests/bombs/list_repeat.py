# bomb: one huge list
# expect: LimitExceeded memory
xs = [0] * 1000000000
