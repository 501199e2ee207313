out = []
tests = [0, "", "x", [], [0], None, 0.0, 2]
for t in tests:
    if t:
        out.append("T")
    elif t is None:
        out.append("N")
    else:
        out.append("F")
"".join(out)
