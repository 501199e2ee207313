pairs = [(1, 2), [3, 4]]
print(len(pairs))
seen = {p for p in pairs}
