for n in range(-2, 3):
    sign = "neg" if n < 0 else "zero" if n == 0 else "pos"
    print(n, sign)
x = [] if False else [1]
y = "yes" if x else "no"
[x, y, (1 if None else 2)]
