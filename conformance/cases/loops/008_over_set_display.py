for x in {7}:
    print(x)
for x in sorted({3, 1, 2}):
    print(x)
for x in sorted({"b", "a"}.union({"c"})):
    print(x)
n = 0
for x in set():
    n += 1
print(n)
for w in {"only"}:
    print(w.upper())
for x in sorted({c for c in "banana"}):
    print(x)
