xs = [1, "two", 3.0, None, [4], (5,)]
print(1 in xs, 3 in xs, "two" in xs, None in xs, [4] in xs, (5,) in xs)
print(2 in xs, "t" in xs, 4 in xs, True in xs, 1.0 in xs)
[x for x in xs if x not in [None, 1]]
