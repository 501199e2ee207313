a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
product = [[sum([a[i][k] * b[k][j] for k in range(2)]) for j in range(2)] for i in range(2)]
identity = [[1 if i == j else 0 for j in range(3)] for i in range(3)]
product, identity
