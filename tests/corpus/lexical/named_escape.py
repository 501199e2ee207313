# expect: E0012
x = "\N{BULLET}"
