# bomb: a string doubled in a loop
# expect: LimitExceeded memory
s = 'x'
for i in range(100):
    s = s + s
