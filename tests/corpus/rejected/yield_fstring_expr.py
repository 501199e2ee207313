# expect: E0110
x = 1
f"{(yield x)}"
