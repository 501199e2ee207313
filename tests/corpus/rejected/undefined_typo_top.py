# expect: E0201
xs = [1, 2, 3]
n = lenn(xs)
n
