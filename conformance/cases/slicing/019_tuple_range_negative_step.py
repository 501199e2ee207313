t = tuple(range(10))
print(t[::-3], t[-2::-4])
r = range(10, 0, -2)
print(list(r), r[::-1], list(r[::-1]), r[1:-1])
r2 = range(-5, 5)
[r2[0], r2[-1], len(r2[::3]), list(r2[::3])]
