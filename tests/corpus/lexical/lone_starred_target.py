# expect: E0100
*a = [1, 2]
