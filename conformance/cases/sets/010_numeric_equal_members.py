s = {1, 1.0, True}
print(len(s), s)
t = {0, False, 0.0, -0.0}
print(len(t), t)
u = {2.0}
u.add(2)
u
