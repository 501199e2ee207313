base = {"a": 1, "b": 2}
extra = {"b": 20, "c": 30}
print({**base, **extra})
print(dict(**base), dict(base, **extra))
print("{a}-{b}".format(**base))
merged = {**base}
merged["a"] = 100
[base, merged]
