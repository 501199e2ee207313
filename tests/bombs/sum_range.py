# bomb: sum() of a trillion-item range needs no list: fuel stops it
# flags: --fuel 5000000
# expect: LimitExceeded fuel
print(sum(range(1000000000000)))
