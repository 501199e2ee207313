rows = [{"a": 1}, {"a": 2}]
print(sort_by(rows, "a", reverse=1))
sort_by(rows, "a", reverse=None)
