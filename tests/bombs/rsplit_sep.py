# bomb: rsplit into ten million pieces
# flags: --max-memory 20000000
# expect: LimitExceeded memory
s = ' ' * 10000000
parts = s.rsplit(' ')
