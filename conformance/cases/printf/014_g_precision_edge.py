vals = [0.0, 1.0, 10.0, 123.456, 1e-4, 1.5e-5, 1e15, 1e16, 1e17, 123456.0, 1234567.0]
print(["%g" % v for v in vals])
print(["%.2g" % v for v in vals])
["%#g" % v for v in vals[:4]]
