d = {"k": [1, 2]}
total = 0
if d:
    for x in d["k"]:
        total += x
total
