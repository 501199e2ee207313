# expect: E0202
m = __import__("os")
m
