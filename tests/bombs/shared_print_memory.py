# bomb: print() of the shared list with no output limit to speak of: the memory left stops it
# flags: --max-output 4000000000 --max-memory 16000000
# expect: LimitExceeded memory
x = [1]
y = [1]
for i in range(60):
    x = [x, x]
    y = [y, y]
print(x)
