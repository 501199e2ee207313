total = 0
data = [5, 3, "x", 2]
for d in data:
    print("adding", d)
    total += d
print("total", total)
