print(dict([("a", 1)]))
dict(["abc"])
