xs = [1, "a", 2.5, None, True, [], [[]], (), (1,), {}, {"k": [1]}, -0.0, "it's"]
print(xs)
print(str(xs) == f"{xs}")
xs
