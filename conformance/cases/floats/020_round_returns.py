a = round(2.5)
b = round(2.5, 0)
c = round(7.126, 2)
print(a, b, c)
print(isinstance(a, int), isinstance(b, float))
[round(-2.5), round(-3.5), round(-0.5, 0)]
