print((5).conjugate(), (-3).conjugate())
print(True.conjugate())
x = 42
x.conjugate() + 1
