rows = [("bob", 25), ("ann", 31), ("cid", 25), ("dee", 19)]
print(sorted(rows))
print(sorted(rows, key=lambda r: r[1]))
print(sorted(rows, key=lambda r: (-r[1], r[0])))
[name for name, age in rows if age > 20]
