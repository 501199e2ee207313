print((0.5).as_integer_ratio(), (0.25).as_integer_ratio(), (-1.5).as_integer_ratio())
print((0.1).as_integer_ratio())
print((3.0).as_integer_ratio())
(1e-3).as_integer_ratio()
