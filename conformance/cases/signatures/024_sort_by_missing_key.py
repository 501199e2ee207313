rows = [{"n": 2}, {"n": 1}]
print(sort_by(rows, "n"))
ordered = sort_by(rows)
