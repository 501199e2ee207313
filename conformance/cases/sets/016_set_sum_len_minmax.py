s = {10, -3, 7, 0}
print(sum(s), len(s), min(s), max(s), sorted(s, reverse=True))
print(any(s), all(s), all({1, 2}), any(set()))
print(sorted([x * 2 for x in s]))
sum({0.5, 0.25})
