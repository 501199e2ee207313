# bomb: min() over a trillion-item range
# flags: --fuel 5000000
# expect: LimitExceeded fuel
print(min(range(1000000000000)))
