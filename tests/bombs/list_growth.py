# bomb: many small strings appended
# flags: --max-memory 32000000
# expect: LimitExceeded memory
xs = []
for i in range(1000000000):
    xs.append('abc' * 10)
