cube = [[[x + y + z for z in range(2)] for y in range(2)] for x in range(2)]
print(cube)
flat = [v for plane in cube for row in plane for v in row]
print(flat, sum(flat))
[(x, y, z) for x in range(2) for y in range(2) for z in range(2) if x + y + z == 2]
