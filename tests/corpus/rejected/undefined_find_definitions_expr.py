# expect: E0201
names = ["main", "run"]
defs = [find_definitions(n) for n in names]
defs
