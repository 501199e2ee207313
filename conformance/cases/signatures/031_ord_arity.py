print(ord("x"))
ord("x", "y")
