total = 0
for x in [1, 2, 3]:
    total += x
total
