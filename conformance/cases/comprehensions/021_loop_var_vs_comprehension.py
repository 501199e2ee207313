total = 0
for i in range(3):
    total += sum([i * j for j in range(3)])
print(total, i)
j = "j-outer"
print([j for j in range(2)], j)
letters = [c for c in "xy"]
[total, i, j, letters]
