# expect: E0100
*a, *b = [1, 2]
