vals = [0.0, -0.0, 0.1, float("nan"), float("inf")]
print([bool(v) for v in vals])
print(not 0.0, 0.0 or "empty", 2.5 and "yes")
[v for v in vals if v]
