grid = {}
for r in range(2):
    for c in range(3):
        grid[(r, c)] = r * 10 + c
print(grid[(1, 2)], grid[0, 1])
print(sorted(grid)[:3])
[grid[r, c] for r, c in sorted(grid, reverse=True)][:4]
