# expect: E0205
d = {}
if not d:
    d.update = "x"
d
