# bomb: a list doubled in place
# flags: --max-memory 32000000
# expect: LimitExceeded memory
xs = [0]
for i in range(100):
    xs += xs
