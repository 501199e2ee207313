print(len(range(-5, 5, 3)), len(range(5, -5, -3)), len(range(-5, 5, -3)), len(range(-7, -2)), len(range(-2, -7, -1)))
len(range(-9223372036854775808, 9223372036854775807, 2))
