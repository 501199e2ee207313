# expect: E0119
xs = [1, 2, 3]
squares = [x ** 2 for x in xs]
squares
