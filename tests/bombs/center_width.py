# bomb: str.center to a billion
# expect: LimitExceeded memory
s = 'a'.center(1000000000)
