data = {"a": [1, 2, 3], "b": [4, 5], "c": []}
out = []
for key, values in sorted(data.items()):
    if values:
        for v in values:
            if v % 2 == 0:
                for i in range(v):
                    if i > 1:
                        if i < 4:
                            out.append((key, v, i))
                        else:
                            out.append((key, v, -i))
    else:
        out.append((key, None, None))
out
