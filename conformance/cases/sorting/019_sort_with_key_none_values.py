rows = [{"n": "a", "v": 3}, {"n": "b", "v": None}, {"n": "c", "v": 1}]
present = sorted([r for r in rows if r["v"] is not None], key=lambda r: r["v"])
print([r["n"] for r in present])
with_default = sorted(rows, key=lambda r: r["v"] if r["v"] is not None else -1)
[r["n"] for r in with_default]
