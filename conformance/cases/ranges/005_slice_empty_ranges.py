empties = [range(0), range(4, 4), range(3, 1), range(1, 5, -1)]
for r in empties:
    print(r[::2], r[::-1], r[1:3], r[-1:-5:-2], len(r[::3]))
