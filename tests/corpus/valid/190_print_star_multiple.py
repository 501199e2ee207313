a = [1, 2]
b = ["x"]
print(*a, *b)
print(*a, "mid", *b, sep="|")
merged = dict(**{"a": 1}, **{"b": 2})
merged
