d = {"a": [1]}
for x in d["a"]:
    print(x)
for x in d["b"]:
    print(x)
