# expect: E0108
rows = [[1, 2], [3, 4]]
sums = [sum(v for v in row) for row in rows]
sums
