# bomb: an f-string with a conversion and a spec of the shared list
# flags: --max-memory 16000000
# expect: LimitExceeded memory
x = [1]
y = [1]
for i in range(60):
    x = [x, x]
    y = [y, y]
s = f'{x!r:>5}'
