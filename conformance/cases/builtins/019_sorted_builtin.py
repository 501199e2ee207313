print(sorted([3, 1, 2]), sorted("cba"), sorted((2, 1)), sorted({"b": 1, "a": 2}))
print(sorted([3, 1, 2], reverse=True), sorted(["bb", "a", "ccc"], key=len))
print(sorted([-3, 2, -1], key=abs), sorted(["B", "a", "C"], key=lambda w: w.lower()))
print(sorted([]), sorted(range(3), reverse=True))
xs = [2, 1]
ys = sorted(xs)
[xs, ys, xs is ys]
