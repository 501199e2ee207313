rows = {(0, 1): "a"}
x = 0
y = 1
found = rows[x, y]
n = len(rows)
cells = [rows.get((x, y)), found, n]
cells
