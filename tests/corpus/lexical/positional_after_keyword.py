# expect: E0100
x = sorted(reverse=True, [1])
