# expect: E0120
a = 5
b = 3
c = a ^ b
c
