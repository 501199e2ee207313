rows = [[c * r for c in range(1, 4)] for r in range(1, 4)]
transposed = [[row[i] for row in rows] for i in range(3)]
transposed
