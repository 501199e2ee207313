# Comprehensions with filters.
total = 0
for r in range(60):
    xs = [i * r for i in range(3000) if i % 3 != 0]
    evens = {x: x // 2 for x in xs if x % 2 == 0}
    total += len(xs) + len(evens) + sum([v for v in evens.values() if v > 100])
print("checksum", total)
