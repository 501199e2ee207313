xs = [3, 1, 2]
xs.append(4)
xs.extend([5, 6])
xs.insert(0, 0)
xs.remove(3)
last = xs.pop()
first = xs.pop(0)
idx = xs.index(2)
cnt = xs.count(1)
ys = xs.copy()
ys.reverse()
[xs, last, first, idx, cnt, ys]
