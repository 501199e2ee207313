r = range(-10, 10, 3)
print(list(r), len(r), r[0], r[-1], -10 in r, -9 in r)
print(list(range(-1, -10, -2)), list(range(3, 3)), list(range(3, 4)))
big = 1
for i in range(18):
    big *= 10
rb = range(0, big, big // 4)
[len(rb), rb[-1], big - 1 in range(big)]
