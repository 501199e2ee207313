# bomb: max() over a trillion-item range
# flags: --fuel 5000000
# expect: LimitExceeded fuel
print(max(range(1000000000000)))
