# expect: E0009
x = 1
y = f"{x"
