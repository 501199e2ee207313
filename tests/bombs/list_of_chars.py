# bomb: list() of a hundred million characters
# flags: --max-memory 200000000
# expect: LimitExceeded memory
s = 'x' * 100000000
parts = list(s)
