# bomb: a replace of the empty string
# expect: LimitExceeded memory
s = ('x' * 10000000).replace('', 'y' * 100)
