# bomb: !r of the shared list in str.format
# flags: --max-memory 16000000
# expect: LimitExceeded memory
x = [1]
y = [1]
for i in range(60):
    x = [x, x]
    y = [y, y]
s = '{!r}'.format(x)
