s = {1, "1", (1,), 1.5, None, True, "", 0}
print(len(s), 1 in s, "1" in s, (1,) in s, False in s, "" in s)
print(sorted([x for x in s if isinstance(x, str)]))
len([x for x in s if x])
