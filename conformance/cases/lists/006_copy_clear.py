a = [1, [2], 3]
b = a.copy()
c = a
a.append(4)
a[1].append(5)
print(a, b, c)
c.clear()
print(a, b, c)
b
