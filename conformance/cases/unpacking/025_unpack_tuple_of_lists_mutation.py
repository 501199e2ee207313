pair = ([1], [2])
left, right = pair
left.append(10)
right += [20]
print(pair)
x, y = y, x = 1, 2
[x, y]
