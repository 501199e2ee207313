# bomb: sorting again and again
# flags: --fuel 5000000
# expect: LimitExceeded fuel
xs = list(range(100000))
for i in range(100000):
    xs = sorted(xs, key=lambda v: -v)
