points = [((0, 0), "origin"), ((1, 2), "p"), ((-1, 5), "q")]
for (x, y), label in points:
    print(label, x + y)
matrix = [[(1, 2), (3, 4)], [(5, 6), (7, 8)]]
sums = []
for row in matrix:
    for a, b in row:
        sums.append(a * b)
sums
