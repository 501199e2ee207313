# expect: E0121
a = [[1]]
f"{a @ a}"
