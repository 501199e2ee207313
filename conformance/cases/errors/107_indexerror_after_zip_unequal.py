a = [1, 2, 3]
b = ["x"]
print(list(zip(a, b)))
a[len(b) + 5]
