# bomb: split() into fifty million words
# flags: --max-memory 200000000
# expect: LimitExceeded memory
s = 'a ' * 50000000
parts = s.split()
