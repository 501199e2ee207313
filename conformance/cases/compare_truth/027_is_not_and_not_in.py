xs = [1, 2, 3]
print(4 not in xs, 2 not in xs, not 2 in xs)
v = None
print(v is not None, not v is None)
w = []
[w is not None, w != None, bool(w)]
