m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
n = len(m)
print([m[i][i] for i in range(n)])
print([m[i][n - 1 - i] for i in range(n)])
print([[m[r][c] for r in range(n)] for c in range(n)][::-1])
sum([m[i][j] for i in range(n) for j in range(n) if i != j])
