records = [{"name": "b", "age": 3}, {"name": "a", "age": 9}]
ordered = sort_by(records, key=lambda r: r["age"])
names = [r["name"] for r in ordered]
names
