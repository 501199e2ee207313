rows = [
    {"name": "cid", "size": 30, "kind": "b"},
    {"name": "ann", "size": 10, "kind": "a"},
    {"name": "bob", "size": 30, "kind": "a"},
    {"name": "dee", "size": 20, "kind": "b"},
]
print([r["name"] for r in sort_by(rows, "size")])
print([r["name"] for r in sort_by(rows, "size", reverse=True)])
print([r["name"] for r in sort_by(rows, "name")])
print([r["name"] for r in sort_by(sort_by(rows, "name"), "kind")])
sort_by(rows, "kind", True)[0]
