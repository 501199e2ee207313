# bomb: a replace that multiplies
# expect: LimitExceeded memory
s = ('x' * 1000000).replace('x', 'y' * 1000)
