t = (1, 2, 3)
lst = list(t)
lst[0] = 100
t2 = tuple(lst)
print(t, t2, t == t2)
u = t[:1] + (50,) + t[2:]
u
