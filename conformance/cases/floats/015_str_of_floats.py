vals = [1.0, 10.0, 100.0, 1e10, 1e15, 1e16, 1e17, 0.1, 0.01, 0.0001, 0.00001]
print([str(v) for v in vals])
print(str(1.0) + "!", str(2.50))
[v for v in vals if v > 1e15]
