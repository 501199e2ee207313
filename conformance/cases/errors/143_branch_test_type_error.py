items = [3, 1, "two"]
seen = []
for x in items:
    if x > 2:
        seen.append(x)
print(seen)
