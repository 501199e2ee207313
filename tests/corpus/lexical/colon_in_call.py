# expect: E0100
x = 1
print(x: 1)
