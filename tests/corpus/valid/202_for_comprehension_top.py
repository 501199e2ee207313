xs = [1, 2, 3]
out = []
for y in [x * 2 for x in xs]:
    out.append(y)
out
