rows = [{"n": "b", "v": 2}, {"n": "a", "v": 3}, {"n": "c", "v": 1}]
print([r["n"] for r in sorted(rows, key=lambda r: r["v"])])
print([r["n"] for r in sort_by(rows, "n", reverse=True)])
print(max([r["v"] for r in rows]))
[r["n"] for r in rows if r["v"] == max([q["v"] for q in rows])]
