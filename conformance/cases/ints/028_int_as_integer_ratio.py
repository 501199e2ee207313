print((7).as_integer_ratio(), (-3).as_integer_ratio(), (0).as_integer_ratio())
n = 10
n.as_integer_ratio()
