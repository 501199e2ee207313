p = 1
out = []
for i in range(12):
    out.append(p)
    p *= 3
print(out)
q = 1
for i in range(64):
    q *= 2
print(q - 1, q, q + 1)
q * q
