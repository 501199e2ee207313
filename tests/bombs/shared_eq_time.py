# bomb: == of shared lists with fuel to spare: the clock stops it
# flags: --timeout 1 --fuel 1000000000000000
# expect: LimitExceeded time
x = [1]
y = [1]
for i in range(60):
    x = [x, x]
    y = [y, y]
print(x == y)
