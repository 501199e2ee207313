# expect: E0120
xs = [1, 2, 3, 4]
odd = [x for x in xs if x & 1]
odd
