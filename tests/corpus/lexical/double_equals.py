# expect: E0100
x = = 1
