rows = [{"n": 2}, {"n": 1}]
ordered = sort_by(rows, "n", key="m")
