# bomb: list.index of a shared list
# flags: --fuel 5000000
# expect: LimitExceeded fuel
x = [1]
y = [1]
for i in range(60):
    x = [x, x]
    y = [y, y]
print([y].index(x))
