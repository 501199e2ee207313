# expect: E0120
a = 4
b = 1
f"{a | b}"
