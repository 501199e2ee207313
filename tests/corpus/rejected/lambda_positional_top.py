# expect: E0107
rows = [{"n": 2}, {"n": 1}]
sort_by(rows, lambda r: r["n"])
