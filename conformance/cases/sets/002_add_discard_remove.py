s = {1, 2}
s.add(3)
s.add(2)
print(sorted(s), len(s))
s.discard(1)
s.discard(100)
s.remove(2)
print(sorted(s))
s
