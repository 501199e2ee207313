# expect: E0005
z = 3j
