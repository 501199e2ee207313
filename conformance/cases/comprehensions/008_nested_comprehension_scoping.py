matrix = [[1, 2, 3], [4, 5, 6]]
transposed = [[row[i] for row in matrix] for i in range(3)]
print(transposed)
flat = [v for row in matrix for v in row]
print(flat)
i = "untouched"
row = "also untouched"
print([[i * j for j in range(3)] for i in range(3)])
[i, row]
