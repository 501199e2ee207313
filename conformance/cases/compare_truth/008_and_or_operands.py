print(1 and 2, 0 and 2, 1 or 2, 0 or 2, "" or "default", "x" and "y")
print(None or 0 or [] or "last", None and 1, [] and 1, [1] and [2])
print(0 or 0.0, 0.0 or 0, "" or None, None or "")
a = [] or {}
b = "set" and 0
c = 3 and 4 and 5
d = 0 or "" or None
[a, b, c, d]
