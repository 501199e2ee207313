xs = [[1], [1], [2], 1, [1, 1]]
print(xs.count([1]), xs.count(1), xs.count([1, 1]))
print(xs.index([2]))
[1, 2, [1, 2]].count([1, 2])
