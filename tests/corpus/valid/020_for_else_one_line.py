xs = [3, 1, 2]
seen = []
for x in sorted(xs): seen.append(x)
else: seen.append("done")
seen
