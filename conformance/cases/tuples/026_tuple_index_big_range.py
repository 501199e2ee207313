t = tuple(range(0, 100, 7))
print(len(t), t[-1], t.index(49), 50 in t)
print(t[3:6], t[-3:])
sum(t)
