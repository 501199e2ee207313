line = "2024-03-15"
parts = tuple(line.split("-"))
print(parts)
y, m, d = parts
print(int(y) + 1, int(m), int(d))
tuple([int(p) for p in parts])
