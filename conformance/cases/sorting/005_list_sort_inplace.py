xs = [3, 1, 2]
ret = xs.sort()
print(ret, xs)
xs.sort(reverse=True)
print(xs)
names = ["bob", "Ann", "cid", "Dee"]
names.sort(key=lambda w: w.lower())
print(names)
names.sort()
names
