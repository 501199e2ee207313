rows = [{"size": 2}, {"name": "x"}]
print("sorting")
ordered = sort_by(rows, "size")
