print("a,b".split(",", 1))
"a,b".split(",", "1")
