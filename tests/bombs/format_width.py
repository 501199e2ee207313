# bomb: an f-string width of a billion
# expect: LimitExceeded memory
s = f'{1:>{1000000000}}'
