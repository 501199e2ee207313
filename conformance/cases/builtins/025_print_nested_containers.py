data = {"list": [1, "two", 3.0], "tuple": ("a",), "dict": {"x": None}, "set": {7}}
print(data)
print(data["list"], data["tuple"], data["dict"], data["set"])
print(*data["list"])
print(*data)
len(data)
