for x in [3, 1, 2]:
    print(x)
xs = [4, 5]
for x in [*xs, 6]:
    print(x)
for x in [xs, [7]]:
    print(x)
seen = []
for x in []:
    seen.append(x)
else:
    seen.append("empty")
seen
