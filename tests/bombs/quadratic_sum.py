# bomb: sum() of lists is quadratic
# flags: --fuel 20000000
# expect: LimitExceeded fuel
xs = [[1]] * 100000
total = sum(xs, [])
