point = (3, 4)
x, y = point
dist2 = x * x + y * y
print(f"point={point} dist2={dist2}")
records = [("ann", (1990, 5)), ("bob", (1985, 12))]
for name, (year, month) in records:
    print(name, year, month)
sorted(records, key=lambda r: r[1])
