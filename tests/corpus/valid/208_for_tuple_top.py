out = []
for x in (1, 2):
    out.append(x)
out
