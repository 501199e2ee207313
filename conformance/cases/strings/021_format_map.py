data = {"user": "bob", "n": 3, "items": ["a", "b"]}
print("{user} has {n} items".format_map(data))
print("{items[0]}-{items[1]}".format_map(data))
print("{n:03d}|{user:>5}".format_map(data))
"{user!r}".format_map(data)
