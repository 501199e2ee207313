# bomb: enumerate of a long list, built in one go
# flags: --max-memory 100000000
# expect: LimitExceeded memory
xs = list(range(2_500_000))
pairs = enumerate(xs)
len(pairs)
