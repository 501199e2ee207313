# bomb: a string doubled in a loop
# flags: --max-memory 32000000
# expect: LimitExceeded memory
s = 'x'
for i in range(100):
    s = s + s
