t = (1, 2, 2, 3)
t.count(2), t.index(3), len(t), t[1:], tuple(reversed(t))
