a = [1, [2, 3], 4]
b = a[:]
b.append(5)
b[1].append(99)
print(a)
print(b)
print(a is b, a[1] is b[1])
a == b[:3]
