n = float("nan")
a = [n, 1]
b = [n, 2]
print(a == a, [n] == [n], n == n)
print([n] <= [n], [n] >= [n], [n] < [n], a < b, (n, 1) < (n, 2))
print(n in [n], [n].index(n), [n, n].count(n))
