# bomb: a %-format width of a billion
# expect: LimitExceeded memory
s = '%*d' % (1000000000, 1)
