# bomb: all() over a trillion-item range
# flags: --fuel 5000000
# expect: LimitExceeded fuel
print(all(range(1, 1000000000000)))
