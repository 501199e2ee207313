# bomb: a hundred million empty lines
# flags: --max-memory 200000000
# expect: LimitExceeded memory
s = '\n' * 100000000
parts = s.splitlines()
