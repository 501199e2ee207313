d = {1: "one", (1, 2): "pair"}
print(d[1], d[1, 2])
print(d[(2, 1)])
