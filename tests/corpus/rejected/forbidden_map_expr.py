# expect: E0202
xs = [1, 2, 3]
strs = [list(map(str, xs)) for _ in range(1)]
strs
