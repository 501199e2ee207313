print((3.0).is_integer(), (3.5).is_integer(), (-0.0).is_integer())
print(float("inf").is_integer())
x = 1e20
x.is_integer()
