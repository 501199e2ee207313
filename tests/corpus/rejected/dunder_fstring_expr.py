# expect: E0204
x = 1
f"{x.__class__}"
