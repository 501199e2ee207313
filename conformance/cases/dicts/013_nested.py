config = {"db": {"host": "localhost", "ports": [5432, 5433]}, "debug": False}
print(config["db"]["host"], config["db"]["ports"][-1])
config["db"]["ports"].append(6000)
config["cache"] = {"size": 10}
config["cache"]["size"] *= 2
print(config)
sorted(config)
