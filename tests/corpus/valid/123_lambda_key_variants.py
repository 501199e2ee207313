rows = [{"n": "b", "v": [3, 1]}, {"n": "a", "v": [2, 2, 2]}]
a = sorted(rows, key=lambda r: r["n"])
b = sorted(rows, key=lambda r: sum([x for x in r["v"]]))
c = max(rows, key=lambda r: (len(r["v"]), r["n"]))
d = min(rows, key=lambda r: r["v"][0] if r["v"] else 0)
e = sorted(rows, reverse=True, key=lambda r: -len(r["n"]))
[r["n"] for r in a], [r["n"] for r in b], c["n"], d["n"], [r["n"] for r in e]
