vals = [(), (0,), (None,), ((),), (False, False)]
print([bool(v) for v in vals])
print([len(v) for v in vals])
[v for v in vals if v]
