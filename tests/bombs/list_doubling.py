# bomb: a list doubled in place
# expect: LimitExceeded memory
xs = [0]
for i in range(100):
    xs += xs
