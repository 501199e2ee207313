items = [{"k": 2, "id": "a"}, {"k": 1, "id": "b"}, {"k": 2, "id": "c"}, {"k": 1, "id": "d"}]
print([i["id"] for i in sort_by(items, "k")])
print([i["id"] for i in sort_by(items, "k", reverse=True)])
print([i["id"] for i in sort_by(items, "id", reverse=True)])
[(i["k"], i["id"]) for i in sort_by(sort_by(items, "id", True), "k")]
