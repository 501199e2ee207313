a, b, c = "xyz"
print(a, b, c)
x, y = range(2)
print(x, y)
first, *rest = "hello"
print(first, rest)
*_, last = range(10)
last
