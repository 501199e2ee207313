# bomb: sum() of lists is quadratic
# flags: --fuel 5000000
# expect: LimitExceeded fuel
xs = [[1]] * 100000
total = sum(xs, [])
