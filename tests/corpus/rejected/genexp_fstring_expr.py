# expect: E0108
xs = [1, 2, 3]
f"total={sum(x for x in xs)}"
