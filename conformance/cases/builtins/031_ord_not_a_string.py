print(ord("x"))
ord(7)
