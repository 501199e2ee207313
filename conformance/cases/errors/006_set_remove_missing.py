s = {1, 2}
s.discard(5)
print(len(s))
s.remove(5)
