xs = [1, 3, 5, 7]
vals = [4, 0, 8, 5]
for v in vals:
    pos = len([x for x in xs if x < v])
    xs.insert(pos, v)
xs
