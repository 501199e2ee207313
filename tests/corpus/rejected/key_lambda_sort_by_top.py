# expect: E0207
rows = [{"n": 1}]
sort_by(rows, key=lambda r, s: r["n"])
