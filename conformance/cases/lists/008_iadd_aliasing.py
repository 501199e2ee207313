a = [1, 2]
b = a
a += [3]
print(a, b, a is b)
a = a + [4]
print(a, b, a is b)
c = [0]
c += "xy"
c += (5, 6)
c
