# bomb: split() into five million words
# flags: --max-memory 20000000
# expect: LimitExceeded memory
s = 'a ' * 5000000
parts = s.split()
