# Displays: list, tuple, set, dict.
xs = [1, 2, 3]
pair = (xs, "two")
letters = {"x", "y"}
table = {"one": 1, "two": 2}
[xs, pair, len(letters), table]
