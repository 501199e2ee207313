# bomb: == of two shared tuples
# flags: --fuel 5000000
# expect: LimitExceeded fuel
t = (1,)
u = (1,)
for i in range(60):
    t = (t, t)
    u = (u, u)
print(t == u)
