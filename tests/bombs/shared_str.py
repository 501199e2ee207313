# bomb: str() of a list that shares its halves: 2^60 items behind 61 lists
# flags: --max-memory 16000000
# expect: LimitExceeded memory
x = [1]
y = [1]
for i in range(60):
    x = [x, x]
    y = [y, y]
s = str(x)
