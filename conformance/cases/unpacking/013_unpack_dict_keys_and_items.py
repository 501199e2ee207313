d = {"one": 1, "two": 2}
k1, k2 = d
print(k1, k2)
(ka, va), (kb, vb) = d.items()
print(ka, va, kb, vb)
v1, v2 = d.values()
[v1, v2]
