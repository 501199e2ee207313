xs = []
xs.insert(0, "a")
print(xs)
xs.insert("a")
