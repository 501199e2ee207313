# bomb: print() of the shared list stops at the output limit, not after building it
# flags: --max-output 1000000
# expect: LimitExceeded output
x = [1]
y = [1]
for i in range(60):
    x = [x, x]
    y = [y, y]
print('before')
print(x)
