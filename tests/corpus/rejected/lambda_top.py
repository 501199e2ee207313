# expect: E0107
double = lambda x: x * 2
xs = [1, 2, 3]
xs
