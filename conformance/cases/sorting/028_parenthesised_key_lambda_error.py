xs = [3, 1, 2]
print(sorted(xs, key=(lambda v: v * 2)))
ys = [1, "a"]
print("before")
zs = sorted(ys, key=(lambda v: v + 1))
zs
