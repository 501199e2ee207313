vals = [(1,), ("a",), ((),), (None,), (1.5,), ([],)]
for v in vals:
    print(v, len(v))
vals
