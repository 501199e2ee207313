t = 1, 2
u = "a",
v = 3, "x", [4]
print(t, u, v)
print(len(v), v[2])
w = t + u
w
