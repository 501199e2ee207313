# expect: E0201
name = "x"
f"{name} has {nmae}"
