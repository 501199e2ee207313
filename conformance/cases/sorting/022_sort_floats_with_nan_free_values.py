vals = [2.5, -1.25, 1e-3, 1e3, -0.0, 0.0, 3]
print(sorted(vals))
print(sorted(vals, key=abs))
print(sorted(vals, key=lambda v: -v))
[round(v, 1) for v in sorted(vals, reverse=True)]
