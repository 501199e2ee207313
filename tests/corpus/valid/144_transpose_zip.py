matrix = [[1, 2, 3], [4, 5, 6]]
t = [list(row) for row in zip(*matrix)]
sums = [sum(col) for col in zip(*matrix)]
t, sums
