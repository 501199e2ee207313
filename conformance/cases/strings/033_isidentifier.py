names = ["x", "_", "_1", "1_", "with space", "", "class", "None", "café", "a-b", "__dunder__"]
[n.isidentifier() for n in names]
