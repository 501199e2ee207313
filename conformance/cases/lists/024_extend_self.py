xs = [1, 2]
xs.extend(xs)
print(xs)
ys = [0]
ys += ys
ys.append(ys[:])
ys
