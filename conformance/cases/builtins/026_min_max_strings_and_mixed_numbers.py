print(min("hello", "help"), max(["b", "ab", "abc"]), min([2, 1.5, 3]), max(-1, -1.5))
print(max([True, 0, 0.5]), min([False, -0.0, 0]))
print(max("z"), min("za", "zb", key=lambda s: s[1]))
max([[0, 1], [0, 0, 5]])
