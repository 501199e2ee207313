t = (1, 2, 3, 2, 1, 2)
print(t.count(2), t.count(9), t.index(2), t.index(2, 2), t.index(1, 1))
print(t.index(2, -2), t.count(2.0), (True, 1).count(1))
t.index(3, 0, 3)
