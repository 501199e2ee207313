# bomb: max of shared lists
# flags: --fuel 5000000
# expect: LimitExceeded fuel
x = [1]
y = [1]
for i in range(60):
    x = [x, x]
    y = [y, y]
z = max([x, y])
