counts = {"a": 1}
counts["a"] += 5
counts["b"] = counts.get("b", 0) + 1
print(counts)
xs = [1, 2, 3]
xs[1] *= 10
xs[-1] -= 1
grid = [[1, 2], [3, 4]]
grid[1][1] //= 3
[xs, grid]
