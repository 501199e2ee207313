# expect: E0202
xs = [[1], [2]]
firsts = [next(iter(x)) for x in xs]
firsts
