# expect: E0100
d = {1, 2: 3}
