# expect: E0207
rows = [[3, 1], [2]]
ordered = [max(r, key=lambda a, b: a) for r in rows]
ordered
