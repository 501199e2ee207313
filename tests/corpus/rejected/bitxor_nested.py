# expect: E0120
a = {1, 2}
b = {2, 3}
if b:
    diff = a ^ b
a
