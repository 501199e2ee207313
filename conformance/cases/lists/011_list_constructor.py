print(list(), list("abc"), list((1, 2)), list(range(3)))
print(list({"a": 1, "b": 2}), list({"a": 1}.items()))
print(sorted(list({3, 1, 2})))
xs = [1, 2]
ys = list(xs)
ys.append(3)
[xs, ys]
