defaults = {"color": "red", "size": 1, "shape": "circle"}
override = {"size": 3, "extra": True}
merged = {**defaults, **override}
print(merged)
print({**override, **defaults})
print({"a": 0, **defaults, "color": "blue"})
dict(defaults, **override)
