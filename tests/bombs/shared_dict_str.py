# bomb: str() of a dict holding the shared list
# flags: --max-memory 16000000
# expect: LimitExceeded memory
x = [1]
y = [1]
for i in range(60):
    x = [x, x]
    y = [y, y]
d = {'k': x}
s = str(d)
