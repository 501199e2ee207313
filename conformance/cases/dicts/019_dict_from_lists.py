keys = ["a", "b", "c", "d"]
vals = [1, 2, 3]
print(dict(zip(keys, vals)))
print(dict(enumerate(keys)))
print(dict(enumerate(keys, 1)))
{k: [v] * 2 for k, v in zip(keys[::-1], vals)}
