people = [("ann", 30), ("bob", 25), ("cy", 30)]
ordered = sorted(people, key=lambda p: (-p[1], p[0]))
oldest = ordered[0][0]
ordered, oldest
