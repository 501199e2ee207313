words = ["banana", "Apple", "cherry", "apple"]
print(len(set([w.lower() for w in words])))
print(sorted(set([len(w) for w in words])))
print(list(enumerate(sorted(words, key=lambda w: w.lower()), 1)))
print(dict(zip(range(3), reversed(words))))
max(enumerate(words), key=lambda p: len(p[1]))
