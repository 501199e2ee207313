d = {"x": [1, 2], "y": [3], "z": []}
for k, v in d.items():
    print(k, len(v))
nonempty = [(k, v) for k, v in d.items() if v]
for k, (first, *rest) in nonempty:
    print(k, first, rest)
out = {}
for key, values in d.items():
    out[key] = sum(values)
out
