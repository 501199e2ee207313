# bomb: ten million empty lines
# flags: --max-memory 20000000
# expect: LimitExceeded memory
s = '\n' * 10000000
parts = s.splitlines()
