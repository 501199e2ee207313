first, *rest = [1]
print(first, rest)
a, b, *c = [1]
