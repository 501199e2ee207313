data = [("a", 2), ("b", 1), ("c", 2), ("d", 1)]
neg = sorted(data, key=lambda d: -d[1])
rev = sorted(data, key=lambda d: d[1], reverse=True)
print(neg)
print(rev)
print(neg == rev)
list(reversed(sorted(data, key=lambda d: d[1]))) == rev
