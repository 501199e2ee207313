# The iterable is a new collection, so changing the original is safe in
# CPython too.
xs = [1, 2, 3, 4]
for x in xs[:]:
    xs.remove(x)
print(xs)
ys = [1, 2]
for y in ys + [3]:
    ys.append(y * 10)
print(ys)
d = {"a": 1, "b": 2}
for k in list(d):
    d.pop(k)
print(d)
e = {"a": 1}
for k in sorted(e):
    e[k + k] = 2
print(e)
zs = [3, 1, 2]
for z in sorted(zs):
    zs.append(z)
zs
