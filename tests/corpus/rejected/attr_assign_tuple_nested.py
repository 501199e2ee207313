# expect: E0205
a = [1]
b = [2]
for x in a:
    a.pop, y = b, 3
a
