rows = [{"name": "cid", "age": 30}, {"name": "ann", "age": 25}, {"name": "bob", "age": 30}]
print(sort_by(rows, "age"))
print(sort_by(rows, "name", reverse=True))
print([r["name"] for r in sort_by(rows, "age", True)])
pairs = [(2, "b"), (1, "a")]
sort_by(pairs, 0)
