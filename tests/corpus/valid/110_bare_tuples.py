point = 3, 4
single = 5,
empty = ()
paren_single = (6,)
nested = (1, (2, (3,)))
x, y = point
point, single, empty, paren_single, nested, x + y
