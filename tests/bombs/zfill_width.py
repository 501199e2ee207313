# bomb: str.zfill to a billion
# expect: LimitExceeded memory
s = '1'.zfill(1000000000)
