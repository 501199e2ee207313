# Nested loops use two iterator slots; a range loop has no snapshot copy.
grid = []
for i in range(3):
    row = []
    for j in range(i, 3):
        row.append(i * j)
    grid.append(row)
grid
