a = [1, 2, 3]
b = a
a.clear()
print(b, len(b))
a.append("x")
b
