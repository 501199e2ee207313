a = [1, 2]
b = a + [3] + []
print(b, a * 2, 0 * a, a * -1)
grid = [[0] * 2] * 2
grid[0][0] = 9
print(grid)
fresh = [[0] * 2 for i in range(2)]
fresh[0][0] = 9
fresh
