matrix = [[1, 2], [3, 4]]
row = matrix[0]
row.append(99)
print(matrix)
matrix.append(row)
row.append(100)
print(matrix)
print(len(matrix), [len(r) for r in matrix])
matrix[2] is matrix[0]
