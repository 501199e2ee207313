# expect: E0202
x = "abc"
if x:
    up = getattr(x, "upper")
x
