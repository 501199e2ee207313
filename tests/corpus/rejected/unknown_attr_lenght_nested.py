# expect: E0203
s = "abc"
if s:
    n = s.lenght()
s
