rows = [["a", 1, 2, 3], ["b", 4], ["c"]]
summary = {}
for name, *values in rows:
    summary[name] = sum(values)
summary
