# bomb: a shared tuple as a set member
# flags: --fuel 5000000
# expect: LimitExceeded fuel
t = (1,)
u = (1,)
for i in range(60):
    t = (t, t)
    u = (u, u)
s = {t}
print(len(s))
