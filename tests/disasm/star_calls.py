# Calls with `*args` and `**kwargs`: CallEx, whatever is called.
args = [3, 1, 2]
opts = {"reverse": True}
print(*args)
ordered = sorted(args, **opts)
text = "a,b,c"
fields = text.split(*[","])
top = max(*args)
(ordered, fields, top)
