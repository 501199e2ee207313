x = None
y = 0
z = ""
print(x is None, y is None, z is None, x is not None, y is not None)
print(x == None, y == None, None == None)
result = []
vals = [x, y, z]
for v in vals:
    if v is None:
        result.append("none")
    elif not v:
        result.append("falsy")
result
