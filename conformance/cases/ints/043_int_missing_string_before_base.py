int(base="x")
