a = list(range(5))
b = list(range(2, 10))
c = list(range(10, 0, -3))
total = 0
for i in range(1, 11, 2):
    total += i
[a, b, c, total]
