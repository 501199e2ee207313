records = [("b", 2), ("a", 1), ("c", 2), ("d", 1), ("e", 2)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
by_name = sorted(records, key=lambda r: r[0], reverse=True)
sorted(by_name, key=lambda r: r[1])
