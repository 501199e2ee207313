s = {1, 2, 3, 4, 5, 6}
evens = sorted([x for x in s if x % 2 == 0])
for x in evens:
    s.remove(x)
print(sorted(s))
print(sorted(s.union(evens)))
len(s)
