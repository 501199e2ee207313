t = ([0],) * 3
t[0].append(1)
print(t)
u = ((0,) * 2,) * 2
print(u)
len(u) * len(u[0])
