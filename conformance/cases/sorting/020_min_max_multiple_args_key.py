print(max(3, 7, 5), min(3, 7, 5), max("b", "a"), min([4], [3, 9]))
print(max(-3, 2, -5, key=abs), min(-3, 2, -5, key=abs))
print(max("a", "ccc", "bb", key=len), min("ccc", "a", "bb", key=len))
max((1, "z"), (1, "a"), (0, "zz"))
