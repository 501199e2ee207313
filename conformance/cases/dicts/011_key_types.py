d = {1: "int", 2.5: "float", "s": "str", (1, 2): "tuple", None: "none", True: "bool?"}
print(d)
print(d[1], d[1.0], d[(1, 2)], d[None])
print(len(d))
e = {0: "zero"}
e[False] = "false"
e[0.0] = "float zero"
e
