a = b = c = 0
print(a, b, c)
xs = ys = []
xs.append(1)
print(xs, ys, xs is ys)
p, q = r = (1, 2)
print(p, q, r)
m = n = [5, 6]
m, n = n[::-1]
[m, n]
