# bomb: sorted() of a billion-item range
# expect: LimitExceeded memory
xs = sorted(range(1000000000))
