xs = [1, 2, 3]
print([x % 2 for x in xs])
print([x % 0 for x in xs])
