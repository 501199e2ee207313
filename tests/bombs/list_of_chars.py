# bomb: list() of ten million characters
# flags: --max-memory 20000000
# expect: LimitExceeded memory
s = 'x' * 10000000
parts = list(s)
