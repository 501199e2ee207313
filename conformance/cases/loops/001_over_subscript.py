d = {"items": [1, 2, 3], "nested": {"rows": [[1, 2], [3]]}}
total = 0
for x in d["items"]:
    total += x
print(total)
for row in d["nested"]["rows"]:
    print(row)
for x in d["nested"]["rows"][0]:
    print(x * 10)
m = [[1, 2], [3, 4]]
for x in m[-1]:
    print(x)
total
