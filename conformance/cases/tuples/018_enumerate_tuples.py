items = ["x", "y", "z"]
pairs = list(enumerate(items))
print(pairs)
print(list(enumerate(items, start=10)))
print([i * 2 for i, v in pairs])
dict(pairs)
