rows = [{"n": 1}, {"n": 2}, {"m": 3}]
print(len(rows))
print(sorted(rows, key=lambda r: r["n"]))
