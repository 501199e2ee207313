r = range(3, 30, 3)
print(r[4], r[-2], list(r).index(12), list(r).count(9), 15 in r, 16 in r)
print(r == range(3, 30, 3), range(0) == range(5, 2), range(0, 3) == range(0, 3, 1))
print(r[2:4] == range(9, 15, 3))
[min(r), max(r), sum(r)]
