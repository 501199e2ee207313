xs = [3, "a", 1]
print(len(xs))
sorted(xs)
