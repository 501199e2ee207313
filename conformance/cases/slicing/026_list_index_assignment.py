xs = [1, 2, 3]
xs[0] = "first"
xs[-1] = "last"
print(xs)
grid = [[0, 0], [0, 0]]
grid[1][0] = 5
grid[0][-1] += 7
print(grid)
xs[1] *= 3
xs
