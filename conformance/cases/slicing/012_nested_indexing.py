grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print(grid[1][2], grid[-1][-1], grid[0][::-1])
print([row[1] for row in grid])
print([grid[i][i] for i in range(3)])
print(grid[::-1][0], grid[1:][0][1:])
[row[::2] for row in grid[::2]]
