# expect: E0202
xs = [1, 2, 3]
strs = map(str, xs)
strs
