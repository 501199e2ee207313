# expect: E0120
x = 64
f"{x >> 3}"
