# expect: E0120
a = {1}
b = {2}
for x in a:
    both = a | b
a
