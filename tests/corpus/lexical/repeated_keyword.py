# expect: E0100
x = sorted([1], reverse=True, reverse=False)
