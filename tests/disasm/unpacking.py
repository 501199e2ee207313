# Tuple unpacking in assignments and loop targets, and starred targets.
a, b = 1, 2
a, b = b, a
first, *rest, last = [1, 2, 3, 4, 5]
for k, v in {"x": 1}.items():
    print(k, v)
(a, b, first, rest, last)
