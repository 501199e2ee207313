print(bool(), bool(0), bool(1), bool(-1), bool(0.0), bool("False"), bool(""), bool(" "))
print(bool([]), bool([[]]), bool({}), bool(set()), bool(()), bool(None), bool(range(0)))
print(bool(bool), bool(len))
[bool(x) for x in [0, 0.0, "", [], {}, (), None, "0", [0]]]
