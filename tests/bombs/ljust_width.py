# bomb: str.ljust to a billion
# expect: LimitExceeded memory
s = 'a'.ljust(1000000000)
