for k in {"a": 1, "b": 2}:
    print(k)
for k, v in {"x": 10, "y": 20}.items():
    print(k, v)
d = {"b": 2}
for k in {"a": 1, **d, "c": 3}:
    print(k)
for k in {}:
    print("never")
for k in {"k": [1, 2]}["k"]:
    print(k)
