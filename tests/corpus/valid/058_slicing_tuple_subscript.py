grid = {(0, 0): "origin", (1, 2): "point"}
a = grid[0, 0]
b = grid[1, 2]
key = (1, 2)
c = grid[key]
a, b, c
