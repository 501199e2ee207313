x = []
y = []
for i in range(990):
    x = [x]
    y = [y]
print(x == y, x != y, x <= y, x < y, x in [1, y], [1, y].index(x))
t = ()
u = ()
for i in range(990):
    t = (t,)
    u = (u,)
d = {t: "found"}
print(d[u], u in {t}, len({t, u}), t >= u)
print(len(str(x)), len(str(t)))
