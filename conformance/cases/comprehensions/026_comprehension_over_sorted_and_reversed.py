xs = [5, 2, 8, 1]
print([x for x in sorted(xs)])
print([x for x in reversed(xs)])
print([x for x in sorted(xs, reverse=True) if x > 1])
[i for i, x in enumerate(sorted(xs)) if x % 2 == 0]
