# bomb: a hundred million one-space pieces
# flags: --max-memory 200000000
# expect: LimitExceeded memory
s = ' ' * 100000000
parts = s.split(' ')
