print(isinstance(1, int), isinstance(1.0, int), isinstance(True, int), isinstance(True, bool))
print(isinstance("s", str), isinstance([], list), isinstance((), tuple), isinstance({}, dict), isinstance(set(), set))
print(isinstance(1, (str, float)), isinstance(1, (str, int)), isinstance(None, (int, str)))
print(isinstance(1, bool), isinstance(0.0, float), isinstance(3, float))
vals = [1, "a", 2.5, None, [1], True]
[v for v in vals if isinstance(v, (int, float)) and not isinstance(v, bool)]
