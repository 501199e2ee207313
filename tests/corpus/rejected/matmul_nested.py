# expect: E0121
a = [[1]]
b = [[2]]
for row in a:
    c = a @ b
a
