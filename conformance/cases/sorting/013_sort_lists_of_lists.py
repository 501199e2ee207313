grid = [[3, 1], [1, 2, 3], [1, 2], [2], [], [1, 10]]
print(sorted(grid))
print(sorted(grid, key=len))
print(sorted(grid, key=sum))
print(sorted(grid, key=lambda r: r[-1] if r else 0))
max(grid), min(grid)
