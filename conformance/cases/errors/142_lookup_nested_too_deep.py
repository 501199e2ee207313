t = ()
u = ()
for i in range(1010):
    t = (t,)
    u = (u,)
d = {t: "found"}
print(len(d), t in d)
print(d[u])
print("not reached")
