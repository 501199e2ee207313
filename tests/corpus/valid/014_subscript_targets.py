config = {}
config["name"] = "lackpy"
config["version"] = (0, 1, 0)
items = [0, 0, 0, 0]
items[0] = 10
items[-1] = 40
items[1:3] = [20, 30]
grid = [[0, 0], [0, 0]]
grid[1][0] = 5
(config, items, grid)
