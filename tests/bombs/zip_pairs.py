# bomb: zip of a long list with itself, built in one go
# flags: --max-memory 200000000
# expect: LimitExceeded memory
xs = list(range(5_000_000))
pairs = zip(xs, xs)
len(pairs)
