names = ["ann", "bob", "cid"]
for i, name in enumerate(names):
    print(i, name)
for n, (i, name) in enumerate(enumerate(names, 1)):
    print(n, i, name)
pairs = []
for idx, ch in enumerate("hey", start=5):
    pairs.append((idx, ch))
pairs
