xs = [1e16, 1.0, -1e16]
print(sum(xs), sum(sorted(xs)), sum([1.0, 1e16, -1e16]))
print(sum([0.1] * 3), sum([0.1, 0.1, 0.1]) == 0.3)
print(sum(range(1, 11)) / 10)
sum([1, 2, 3.0])
