# expect: E0204
d = {"a": 1}
if d:
    n = d.__len__()
d
