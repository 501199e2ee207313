values = [[[]], [()], {"": None}, ((),), [None], " ", "\n", "\x00"]
[bool(v) for v in values]
