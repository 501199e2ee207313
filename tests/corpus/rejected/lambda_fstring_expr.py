# expect: E0107
x = 3
f"{(lambda y: y + 1)(x)}"
