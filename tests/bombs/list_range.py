# bomb: list() of a trillion-item range
# expect: LimitExceeded memory
xs = list(range(1000000000000))
